// Towns are data, words are the owner's: from business.areas, a page for each town the owner
// wrote about (/service-areas/<town>), with the owner's text, the town's photos and reviews,
// the services offered there (pages marked areaService: true) and the form with the town
// filled in. A town with no words gets no page. A page under MIN_OWN_WORDS words of its own is
// noindex (and so out of the sitemap). Made once, after the site is validated; every check,
// the renderer and the sitemap then see the pages as if they were written in site.yaml.
import type { Area, Block, Route, SiteConfig } from './site-types.generated.ts';
import { flattenRoutes } from './routes.ts';

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

const fill = (template: string, area: Area) =>
  template.replace(/\{town\}/g, area.name).replace(/\{parish\}/g, area.parish);

/** Every block of a type anywhere in the site (inside columns too), in the order of the file. */
function blocksOf<T extends Block['type']>(config: SiteConfig, type: T): Extract<Block, { type: T }>[] {
  const out: Extract<Block, { type: T }>[] = [];
  for (const r of flattenRoutes(config.routes)) {
    for (const b of r.route.blocks ?? []) {
      const inner = b.type === 'columns' ? [...(b.main ?? []), ...(b.aside ?? [])] : [b];
      for (const x of inner) if (x.type === type) out.push(x as Extract<Block, { type: T }>);
    }
  }
  return out;
}

/** The first block of a type anywhere in the site, to copy its settings. */
const firstBlock = <T extends Block['type']>(config: SiteConfig, type: T) => blocksOf(config, type)[0];

/** The site's form to copy: the first that asks for the town (City), else the first. */
function townForm(config: SiteConfig) {
  const forms = blocksOf(config, 'contactForm');
  return forms.find((f) => f.variant !== 'short' && f.address !== 'none') ?? forms[0];
}

/** The page of one town. */
function areaRoute(config: SiteConfig, area: Area, slug: string): Route {
  const wording = config.wording ?? {};
  const services = flattenRoutes(config.routes).filter((r) => r.route.areaService);
  const blocks: Block[] = [];
  if (area.sample) blocks.push({ type: 'notice', variant: 'warning', text: wording.areaSample ?? 'Example text' });
  blocks.push({ type: 'richText', text: area.text ?? '' });
  if (area.photos?.length)
    blocks.push({
      type: 'carousel',
      perSlide: Math.min(3, area.photos.length),
      items: area.photos.map((image) => ({ title: area.name, image, text: image.alt || area.name })),
    } as Block);
  if (services.length)
    blocks.push({
      type: 'linkList',
      heading: fill(wording.areaServices ?? 'What we do in {town}', area),
      label: fill(wording.areaServices ?? 'What we do in {town}', area),
      links: services.map((s) => ({ text: s.route.name ?? s.route.heading ?? s.fullPath, link: s.fullPath })),
    });
  const reviewsBlock = firstBlock(config, 'testimonials');
  const reviews = (reviewsBlock?.reviews ?? []).filter((r) => r.town === area.name);
  if (reviewsBlock && reviews.length)
    blocks.push({
      ...reviewsBlock,
      id: undefined,
      claim: undefined,
      heading: fill(wording.areaReviews ?? 'Reviews from {town}', area),
      reviews,
    });
  const form = townForm(config);
  if (form) blocks.push({ ...form, id: undefined, heading: fill(wording.areaForm ?? '{town}', area), city: area.name });
  const own = wordsOf(area.text ?? '').length;
  const plain = wordsOf(area.text ?? '').join(' ');
  return {
    path: slug,
    name: area.name,
    heading: fill(wording.areaHeading ?? '{town}, {parish}', area),
    description: plain.length > 155 ? `${plain.slice(0, plain.lastIndexOf(' ', 152))}…` : plain,
    ...(own < MIN_OWN_WORDS ? { noindex: true } : {}),
    blocks: blocks.map((b) => JSON.parse(JSON.stringify(b)) as Block),
  };
}

/**
 * The site with its town pages: /service-areas listing them and one page under it per town
 * with words of its own. Towns whose addresses clash get none (the checks report them).
 */
export function withAreaPages(config: SiteConfig): SiteConfig {
  const areas = config.business.areas ?? [];
  if (!areas.some(hasPage)) return config;
  if (config.routes.some((r) => r.path === AREAS_PATH)) return config;
  const addresses = areaAddresses(areas);
  const count = new Map<string, number>();
  for (const a of addresses) count.set(a.slug, (count.get(a.slug) ?? 0) + 1);
  const children = addresses
    .filter((a) => hasPage(a.area) && a.slug && count.get(a.slug) === 1)
    .map((a) => areaRoute(config, a.area, a.slug));
  if (!children.length) return config;
  const name = config.wording?.areasPage ?? 'Service areas';
  const index: Route = {
    path: AREAS_PATH,
    // Marks the branch as made here (not written in site.yaml); see isAreaIndex.
    name,
    heading: name,
    // Its own description (not the site's): the towns it lists, by name.
    description: `${name}: ${children.map((c) => c.name ?? c.path).join(', ')}.`,
    blocks: [
      {
        type: 'linkList',
        label: name,
        links: children.map((c) => ({ text: c.heading ?? c.name ?? c.path, link: `/${AREAS_PATH}/${c.path}` })),
      },
    ],
    children,
  };
  generatedIndexes.add(index);
  return { ...config, routes: [...config.routes, index] };
}

const generatedIndexes = new WeakSet<Route>();
/** Whether a route is the /service-areas branch made by withAreaPages (not written in site.yaml). */
export const isAreaIndex = (route: Route): boolean => generatedIndexes.has(route);
