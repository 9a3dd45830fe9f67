// A temporary copy of the site with photographs, for the picture pipeline's tests and bench:
// the home page gets a 4032×3024 phone photo as its hero, a photo on each of its six service
// cards (one stored on its side, one CMYK, one PNG with transparency) and a before-and-after
// block, and an upload of the editor that site.yaml does not use. The photos are made by
// tests/support/test-photos.ts; the root site is not touched. Used by tests/e2e/photos.spec.ts
// and the bench (scripts/bench/pictures.ts).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Page } from '@playwright/test';
import { parseDocument } from 'yaml';
import { alphaPng, cmykJpeg, phonePhoto } from './test-photos.ts';
import { testSite } from './test-site.ts';
import type { SiteLocation } from '../../src/validate/site-location.ts';

/** An upload the owner never saved into site.yaml: the build leaves it out. */
export const ABANDONED_UPLOAD = 'images/uploads/never-saved-0123456789ab.jpg';

export interface PhotoSite {
  siteFile: string;
  publicDir: string;
}

/** The photos by file name under public/images/photos/. */
async function photos(): Promise<Record<string, Buffer>> {
  return {
    'hero.jpg': await phonePhoto({ seed: 1 }),
    'card-1.jpg': await phonePhoto({ width: 2400, height: 1800, orientation: 6, seed: 2 }),
    'card-2.jpg': await cmykJpeg(),
    'card-3.png': await alphaPng(),
    'card-4.jpg': await phonePhoto({ width: 1600, height: 1200, seed: 4 }),
    'card-5.jpg': await phonePhoto({ width: 1600, height: 1200, seed: 5 }),
    'card-6.jpg': await phonePhoto({ width: 1600, height: 1200, seed: 6 }),
    'before.jpg': await phonePhoto({ width: 2400, height: 1800, seed: 7 }),
    'after.jpg': await phonePhoto({ width: 2400, height: 1800, seed: 8 }),
  };
}

export async function writePhotoSite(dir: string, from: SiteLocation = testSite): Promise<PhotoSite> {
  const publicDir = join(dir, 'public');
  cpSync(from.publicDir, publicDir, { recursive: true });
  mkdirSync(join(publicDir, 'images/photos'), { recursive: true });
  for (const [name, bytes] of Object.entries(await photos()))
    writeFileSync(join(publicDir, 'images/photos', name), bytes);
  mkdirSync(join(publicDir, 'images/uploads'), { recursive: true });
  writeFileSync(join(publicDir, ABANDONED_UPLOAD), await phonePhoto({ width: 1600, height: 1200, seed: 4 }));

  const doc = parseDocument(readFileSync(from.file, 'utf8'));
  const home = ['routes', 0, 'blocks'];
  const blocks = doc.getIn(home) as { items: { get(k: string): unknown }[] };
  const at = (type: string) => blocks.items.findIndex((b) => b.get('type') === type);
  // No width or height: the build takes them from the file.
  doc.setIn([...home, at('hero'), 'background'], {
    src: '/images/photos/hero.jpg',
    alt: 'Test photo: a house front with a shingle roof (made by the tests)',
  });
  const cards = at('serviceCards');
  // The second card's photo and the after photo are marked as samples: each shows its label.
  ['card-1.jpg', 'card-2.jpg', 'card-3.png', 'card-4.jpg', 'card-5.jpg', 'card-6.jpg'].forEach((name, i) =>
    doc.setIn([...home, cards, 'cards', i, 'image'], {
      src: `/images/photos/${name}`,
      alt: `Test photo ${i + 1}`,
      ...(i === 1 && { sample: true }),
    }),
  );
  blocks.items.splice(
    cards + 1,
    0,
    doc.createNode({
      type: 'beforeAfter',
      id: 'before-after',
      heading: 'Before and after (test photos)',
      before: { src: '/images/photos/before.jpg', alt: 'Test photo: the wall before' },
      after: { src: '/images/photos/after.jpg', alt: 'Test photo: the wall after', sample: true },
      caption: 'Made by the tests, not a photo of real work.',
    }) as never,
  );
  // The home page's image band (a drawing) is marked as a sample too: its label lies on it.
  doc.setIn([...home, at('imageBand'), 'image', 'sample'], true);
  const siteFile = join(dir, 'site.yaml');
  writeFileSync(siteFile, doc.toString({ lineWidth: 0 }));
  return { siteFile, publicDir };
}

export interface PhotoBuild {
  ok: boolean;
  log: string;
  /** The whole `vite build`, ms. */
  ms: number;
  /** From the build's "pictures:" line. */
  pictures?: { count: number; encoded: number; reused: number; ms: number };
}

/** Builds the photo site into `outDir` with its own picture cache (`cacheDir`). */
export function buildPhotoSite(site: PhotoSite, outDir: string, cacheDir: string): PhotoBuild {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      SITE_FILE: site.siteFile,
      SITE_PUBLIC_DIR: site.publicDir,
      SITE_OUT_DIR: outDir,
      SITE_PICTURE_CACHE: cacheDir,
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    },
    timeout: 280_000,
  });
  const log = run.stdout + run.stderr;
  const m = /pictures: (\d+) of site\.yaml, (\d+) files encoded, (\d+) from the cache, in (\d+) ms/.exec(log);
  return {
    ok: run.status === 0,
    log,
    ms: performance.now() - started,
    pictures: m ? { count: +m[1], encoded: +m[2], reused: +m[3], ms: +m[4] } : undefined,
  };
}

/** A phone as the targets name it: 390 × 844 CSS pixels at DPR 2, touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/**
 * The picture bytes of the first screen of a loaded page: the pictures the browser chose
 * (currentSrc) for the <img> elements in the viewport, by their transferred body size; and
 * the bytes of every picture fetched so far.
 */
export async function firstScreenPictures(page: Page): Promise<{ files: string[]; bytes: number; allBytes: number }> {
  return page.evaluate(() => {
    const sizes = new Map(
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => e.initiatorType === 'img' || /\.(avif|webp|jpe?g|png|svg)$/.test(e.name))
        .map((e) => [new URL(e.name).pathname, e.encodedBodySize] as const),
    );
    const files = [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return r.bottom > 0 && r.top < innerHeight && r.width > 0 && img.currentSrc;
      })
      .map((img) => new URL(img.currentSrc).pathname);
    // No named functions in here: the bench runs this file through tsx, whose helpers the page lacks.
    return {
      files,
      bytes: files.map((f) => sizes.get(f) ?? 0).reduce((a, b) => a + b, 0),
      allBytes: [...sizes.values()].reduce((a, b) => a + b, 0),
    };
  });
}
