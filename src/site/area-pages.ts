// Towns are data, words are the owner's: from business.areas, a page for each town the owner
// wrote about (/service-areas/<town>), with the owner's text, the town's photos and reviews,
// the services offered there (pages marked areaService: true) and the form with the town
// filled in. A town with no words gets no page. A page under MIN_OWN_WORDS words of its own is
// noindex (and so out of the sitemap). Made once, after the site is validated; every check,
// the renderer and the sitemap then see the pages as if they were written in site.yaml.
import type { Area, Block, Route, SiteConfig } from './site-types.generated.ts';
import { flattenRoutes } from './routes.ts';
import { AREAS_PATH, MIN_OWN_WORDS, areaAddresses, hasPage, wordsOf } from './areas.ts';
import { fill, firstBlock, townForm } from './town-blocks.ts';
import { markGenerated } from './generated-routes.ts';
import { serviceTownsOf } from './service-towns.ts';

export {
  AREAS_PATH,
  MIN_OWN_WORDS,
  areaAddresses,
  areaPageLinks,
  hasPage,
  slugOf,
  wordsOf,
  type AreaAddress,
} from './areas.ts';

/** The page of one town. */
function areaRoute(config: SiteConfig, area: Area, slug: string): Route {
  const wording = config.wording ?? {};
  // The services offered there: those marked areaService, each linking to its page in this town
  // when it has one (townPages), and the services with a page in this town.
  const inTown = new Map(serviceTownsOf(config, area).map((st) => [st.service.route, st.fullPath]));
  const services = flattenRoutes(config.routes)
    .filter((r) => r.route.areaService || inTown.has(r.route))
    .map((r) => ({ text: r.route.name ?? r.route.heading ?? r.fullPath, link: inTown.get(r.route) ?? r.fullPath }));
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
      links: services,
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
  return markGenerated({
    path: slug,
    name: area.name,
    heading: fill(wording.areaHeading ?? '{town}, {parish}', area),
    description: plain.length > 155 ? `${plain.slice(0, plain.lastIndexOf(' ', 152))}…` : plain,
    ...(own < MIN_OWN_WORDS ? { noindex: true } : {}),
    blocks: blocks.map((b) => JSON.parse(JSON.stringify(b)) as Block),
  });
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
  generatedIndexes.add(markGenerated(index));
  return { ...config, routes: [...config.routes, index] };
}

const generatedIndexes = new WeakSet<Route>();
/** Whether a route is the /service-areas branch made by withAreaPages (not written in site.yaml). */
export const isAreaIndex = (route: Route): boolean => generatedIndexes.has(route);
