// The questions and answers of a page's faqAccordion blocks, as plain text.
import { NESTED_BLOCK_FIELDS } from '../site/client-data.ts';
import { markdownText, type MarkdownDoc } from '../markdown/types.ts';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Every question of the page's faqAccordion blocks, nested blocks included. */
export function faqItems(blocks: readonly object[]): FaqItem[] {
  const out: FaqItem[] = [];
  const walk = (list: readonly object[]) => {
    for (const b of list) {
      const rec = b as Record<string, unknown>;
      if (rec.type === 'faqAccordion') {
        const groups = (rec.groups ?? []) as Array<{ items?: Array<{ question: string; answer: MarkdownDoc }> }>;
        for (const g of groups)
          for (const item of g.items ?? []) out.push({ question: item.question, answer: markdownText(item.answer) });
      }
      for (const field of NESTED_BLOCK_FIELDS) if (Array.isArray(rec[field])) walk(rec[field] as object[]);
    }
  };
  walk(blocks);
  return out;
}
