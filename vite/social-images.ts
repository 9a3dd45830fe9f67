// The build's pictures for social sites and search engines: a card per page (its heading
// on the brand card), the site card (home and not-found page) and a PNG of the logo. Each
// is written to <outDir>/assets/social/<content hash>.png, so the address changes with the
// picture and the host can cache it for a year. Rendered pictures are kept in a cache
// folder (node_modules/.cache/social-cards by default, SITE_CARD_CACHE to move it).
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allRoutes, type PageRoute, type SiteData } from '../src/site/site-data.ts';
import type { SocialImage } from '../src/seo/head.ts';
import type { BusinessImages } from '../src/seo/jsonld.ts';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardAlt,
  cardKey,
  loadCardFonts,
  logoKey,
  renderCard,
  renderCardsInto,
  renderLogo,
  type CardInput,
  type CardJob,
} from './social-card.ts';
import { FileCache } from './file-cache.ts';

/** Where the pictures go under the output folder (hashed assets, cached for a year). */
export const SOCIAL_DIR = 'assets/social';
/** The logo's PNG width: three times the header logo's, over Google's 112 px minimum. */
const LOGO_SCALE = 3;

export interface SocialImages {
  business: BusinessImages;
  /** The card of a page; the site card for the home page and the not-found page. */
  cardFor(route?: PageRoute): Promise<SocialImage>;
  cache: FileCache;
}

export function defaultCardCache(root: string): string {
  return process.env.SITE_CARD_CACHE ?? join(root, 'node_modules/.cache/social-cards');
}

export async function socialImages(
  site: SiteData,
  opts: { outDir: string; publicDir: string; cacheDir: string },
): Promise<SocialImages> {
  const { business } = site;
  const fonts = loadCardFonts(opts.cacheDir);
  const cache = new FileCache(opts.cacheDir, { extension: '.png' });
  mkdirSync(join(opts.outDir, SOCIAL_DIR), { recursive: true });
  const publish = (key: string, png: Buffer) => {
    const file = `${SOCIAL_DIR}/${key}.png`;
    writeFileSync(join(opts.outDir, file), png);
    return `${business.siteUrl}/${file}`;
  };
  const cardInput = (heading?: string): CardInput => ({
    company: business.company,
    heading,
    tagline: business.title.middle,
    host: new URL(business.siteUrl).host,
    primary: business.theme.primary,
    secondary: business.theme.secondary,
  });
  // Every card the site needs, rendered up front when not cached yet.
  const headings = [
    undefined,
    ...allRoutes(site.routes)
      .filter((r) => r.fullPath !== '/')
      .map((r) => r.heading ?? r.name),
  ];
  const jobs = new Map<string, CardJob>();
  for (const heading of headings) {
    const input = cardInput(heading);
    const key = cardKey(input, fonts);
    jobs.set(key, { key, input });
  }
  const missing = [...jobs.values()].filter((job) => !cache.has(job.key));
  await renderCardsInto(cache, fonts, missing);
  cache.reused += jobs.size - missing.length;

  const made = new Map<string, SocialImage>();
  const card = async (heading?: string): Promise<SocialImage> => {
    const input = cardInput(heading);
    const key = cardKey(input, fonts);
    const known = made.get(key);
    if (known) return known;
    // A page not listed up front (none in a build) is rendered here.
    if (!cache.has(key)) await cache.get(key, () => renderCard(input, fonts));
    const file = `${SOCIAL_DIR}/${key}.png`;
    copyFileSync(cache.file(key), join(opts.outDir, file));
    const image = {
      url: `${business.siteUrl}/${file}`,
      alt: cardAlt(input),
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      type: 'image/png',
    };
    made.set(key, image);
    return image;
  };
  const siteCard = await card();
  const logoSvg = readFileSync(join(opts.publicDir, business.logo.src), 'utf8');
  const logoWidth = business.logo.width * LOGO_SCALE;
  const lKey = logoKey(logoSvg, logoWidth, fonts);
  const logo = publish(lKey, await cache.get(lKey, () => renderLogo(logoSvg, logoWidth, fonts)));
  return {
    business: { logo, image: siteCard.url },
    cardFor: (route) =>
      !route || route.fullPath === '/' ? Promise.resolve(siteCard) : card(route.heading ?? route.name),
    cache,
  };
}
