// Which page marks up each FAQ question as FAQPage structured data. Google asks for one
// instance of a question across the site, yet the same question is shown on several pages
// (the home page, the FAQ pages, service pages). The rule: the first page, in the order of
// `routes:` in site.yaml (a parent before its children), that shows the question owns it.
// Every question shown is thereby marked up on exactly one page.
import { faqQuestions } from './faq-items.ts';
import type { Block } from '../site/site-types.generated.ts';

/** The key two questions share when they are the same question: case, spaces and a final ? do not count. */
export function questionKey(question: string): string {
  return question
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s?.!]+$/, '');
}

export interface PageQuestions {
  /** The page's address, e.g. /residential/faqs. */
  path: string;
  /** The questions the page shows, in page order. */
  questions: readonly string[];
}

/** The owning page address of every question, by questionKey, from pages in site order. */
export function faqOwners(pages: readonly PageQuestions[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const page of pages) {
    for (const q of page.questions) {
      const key = questionKey(q);
      if (!owners.has(key)) owners.set(key, page.path);
    }
  }
  return owners;
}

/**
 * The items a page marks up: those it owns, each question once (the first time the page
 * shows it). Without an owner map (a single page rendered alone) the page keeps every question once.
 */
export function ownedItems<T extends { question: string }>(
  path: string,
  items: readonly T[],
  owners?: ReadonlyMap<string, string>,
): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = questionKey(item.question);
    if (seen.has(key)) return false;
    seen.add(key);
    return !owners || (owners.get(key) ?? path) === path;
  });
}

interface RouteLike {
  id: string;
  fullPath: string;
  children?: readonly RouteLike[];
}

/**
 * The owners across the site: every page's questions, read in the order of `routes:` (parents
 * first). A question is no Markdown: the blocks need not be parsed.
 */
export function siteFaqOwners(
  routes: readonly RouteLike[],
  blocksOf: (id: string) => readonly Block<unknown>[] | undefined,
): Map<string, string> {
  const inOrder = (list: readonly RouteLike[]): RouteLike[] => list.flatMap((r) => [r, ...inOrder(r.children ?? [])]);
  return faqOwners(inOrder(routes).map((r) => ({ path: r.fullPath, questions: faqQuestions(blocksOf(r.id) ?? []) })));
}
