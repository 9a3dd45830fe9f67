// The towns of business.areas as addresses and words: each town's safe, unique part of an
// address, whether it has a page (words of its own), and how its words are counted. Shared by
// the town pages (area-pages.ts), a service's pages in towns (service-towns.ts) and the checks.
import type { Area } from './site-types.generated.ts';

/** Fewer words of its own than this, and a town's page is a doorway: noindex, and a warning. */
export const MIN_OWN_WORDS = 80;
export const AREAS_PATH = 'service-areas';

/** A safe address part from a name: accents dropped, apostrophes removed, the rest joined by -. */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The parish or county without the word Parish or County: "Lafourche Parish" -> lafourche. */
const parishSlug = (parish: string) => slugOf(parish).replace(/-(parish|county|borough)$/, '');

export interface AreaAddress {
  area: Area;
  index: number;
  /** The town's part of the address; empty when the name has no letter or digit at all. */
  slug: string;
}

/**
 * The address of every town: its name, or, for a name two parishes share, its name and parish
 * (Springfield in Sangamon County and Springfield in Greene County: springfield-sangamon, springfield-greene).
 */
export function areaAddresses(areas: readonly Area[] = []): AreaAddress[] {
  const byName = new Map<string, number>();
  for (const a of areas) byName.set(slugOf(a.name), (byName.get(slugOf(a.name)) ?? 0) + 1);
  return areas.map((area, index) => {
    const own = slugOf(area.name);
    const slug = own && (byName.get(own) ?? 0) > 1 ? `${own}-${parishSlug(area.parish)}`.slice(0, 80) : own;
    return { area, index, slug };
  });
}

/** Whether a town has words of its own, and so a page. */
export const hasPage = (area: Area): boolean => !!area.text?.trim();

/** The words of a text, Markdown marks and link targets left out. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_>`[\]|]/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
}

/** The address of each town's page, by the town's name as written (for the locations list). */
export function areaPageLinks(areas: readonly Area[] = []): Map<string, string> {
  const links = new Map<string, string>();
  const names = new Map<string, number>();
  for (const a of areas) names.set(a.name, (names.get(a.name) ?? 0) + 1);
  for (const { area, slug } of areaAddresses(areas))
    if (hasPage(area) && slug && names.get(area.name) === 1) links.set(area.name, `/${AREAS_PATH}/${slug}`);
  return links;
}
