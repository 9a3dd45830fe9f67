// A service in a town: from a service page's townPages and business.areas, a page at
// /<service>/<town> with the owner's own words about this service in that town, the photos of
// it and of the town, the service page's content, the town's reviews, links to the service
// and the town's page, and the form with the town and the service filled in. The service page
// links to each. Its own words are those of its townPages entry: under MIN_OWN_WORDS it is
// noindex (and out of the sitemap). Made once, after the site is validated, like the town pages
// (area-pages.ts); the checks are in src/validate/checks/service-town-checks.ts.
import type { Block, Route, SiteConfig } from './site-types.generated.ts';
import { AREAS_PATH, MIN_OWN_WORDS, areaPageLinks, wordsOf } from './areas.ts';
import { blocksOf, fill, townForm } from './town-blocks.ts';
import { markGenerated } from './generated-routes.ts';
import { serviceName, serviceTowns, type ServiceTown } from './service-towns.ts';
import { OWN_PAGE_HEADING, SHOWS_PAGE_HEADING } from './page-heading.generated.ts';

/** Blocks of the service page a page in a town does not copy: it has its own reviews and form. */
const NOT_COPIED = new Set<string>(['testimonials', 'contactForm']);

const copy = (b: Block): Block => JSON.parse(JSON.stringify(b)) as Block;

/** The page of one service in one town. */
function serviceTownRoute(config: SiteConfig, st: ServiceTown): Route {
  const wording = config.wording ?? {};
  const { area, slug } = st.town;
  const service = st.service.route;
  const name = serviceName(service);
  const withService = (template: string) => fill(template, area).replace(/\{service\}/g, name);
  const own = service.blocks ?? [];
  // A first block that shows the page's heading (the service hero) shows this page's.
  const lead = own[0] && SHOWS_PAGE_HEADING.has(own[0].type) ? [own[0]] : [];
  const rest = own.slice(lead.length).filter((b) => !NOT_COPIED.has(b.type) && !(b.type in OWN_PAGE_HEADING));
  const blocks: Block[] = [...lead];
  if (st.entry.sample) blocks.push({ type: 'notice', variant: 'warning', text: wording.areaSample ?? 'Example text' });
  if (st.entry.text?.trim()) blocks.push({ type: 'richText', text: st.entry.text });
  const photos = [...(st.entry.photos ?? []), ...(area.photos ?? [])];
  if (photos.length)
    blocks.push({
      type: 'carousel',
      perSlide: Math.min(3, photos.length),
      items: photos.map((image) => ({ title: area.name, image, text: image.alt || area.name })),
    } as Block);
  blocks.push(...rest);
  const reviewBlocks = blocksOf(config, 'testimonials');
  const seen = new Set<string>();
  const reviews = reviewBlocks
    .flatMap((b) => b.reviews ?? [])
    .filter((r) => r.town === area.name && !seen.has(`${r.name}\n${r.review}`) && seen.add(`${r.name}\n${r.review}`));
  if (reviewBlocks.length && reviews.length)
    blocks.push({
      ...reviewBlocks[0],
      id: undefined,
      claim: undefined,
      heading: fill(wording.areaReviews ?? 'Reviews from {town}', area),
      reviews,
    });
  const townPage = areaPageLinks(config.business.areas).get(area.name);
  const linksHeading = withService(wording.serviceInTownLinks ?? 'More about us in {town}');
  blocks.push({
    type: 'linkList',
    heading: linksHeading,
    label: linksHeading,
    links: [
      { text: name, link: st.service.fullPath },
      ...(townPage && townPage === `/${AREAS_PATH}/${slug}` ? [{ text: area.name, link: townPage }] : []),
    ],
  });
  const form = townForm(config);
  if (form)
    blocks.push({
      ...form,
      id: undefined,
      heading: fill(wording.areaForm ?? '{town}', area),
      city: area.name,
      service: name,
    });
  const words = wordsOf(st.entry.text ?? '');
  const plain = words.join(' ');
  const heading = withService(wording.serviceInTown ?? '{service} in {town}');
  return markGenerated({
    path: slug,
    name: heading,
    heading,
    description: plain
      ? plain.length > 155
        ? `${plain.slice(0, plain.lastIndexOf(' ', 152))}…`
        : plain
      : (service.description ?? heading),
    ...(words.length < MIN_OWN_WORDS ? { noindex: true } : {}),
    blocks: blocks.map(copy),
  });
}

/** A service page with its pages in towns under it, and a list of links to them at its end. */
function withTownChildren(config: SiteConfig, route: Route, mine: ServiceTown[]): Route {
  const name = serviceName(route);
  const heading = (config.wording?.serviceTowns ?? '{service} in your town').replace(/\{service\}/g, name);
  const children = mine.map((st) => serviceTownRoute(config, st));
  return {
    ...route,
    blocks: [
      ...(route.blocks ?? []),
      {
        type: 'linkList',
        heading,
        label: heading,
        links: mine.map((st) => ({ text: st.town.area.name, link: st.fullPath })),
      },
    ],
    children: [...(route.children ?? []), ...children],
  };
}

/** The site with the pages of its services in towns (townPages), each under its service. */
export function withServiceTownPages(config: SiteConfig): SiteConfig {
  const all = serviceTowns(config);
  if (!all.length) return config;
  const byService = new Map<Route, ServiceTown[]>();
  for (const st of all) byService.set(st.service.route, [...(byService.get(st.service.route) ?? []), st]);
  // Only the routes on the way to a service are copied: the others (the town pages made before
  // these) stay the same objects.
  const walk = (routes: Route[]): Route[] => {
    let changed = false;
    const out = routes.map((r) => {
      const children = r.children && walk(r.children);
      let next = children !== r.children ? { ...r, children } : r;
      const mine = byService.get(r);
      if (mine) next = withTownChildren(config, next, mine);
      if (next !== r) changed = true;
      return next;
    });
    return changed ? out : routes;
  };
  return { ...config, routes: walk(config.routes) };
}
