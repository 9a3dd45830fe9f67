// The picture pipeline on the photo test site (tests/support/photo-site.ts: a 4032×3024 hero,
// six photo service cards, a before-and-after block): the image time of a cold build (empty
// picture cache) and of warm builds (nothing to encode), the picture bytes of a phone's first
// screen, and Lighthouse mobile on its home page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPhotoSite, firstScreenPictures, PHONE, writePhotoSite } from '../../tests/support/photo-site.ts';
import { median } from './build-run.ts';
import { openBrowser } from './browser-js.ts';
import { lighthouse, type LighthouseScores } from './lighthouse.ts';

export const PICTURE_TARGET = { firstScreenBytes: 150 * 1024, lcpMs: 1500, warmEncoded: 0 };

export interface PictureFigures {
  cold: { pictureMs: number; encoded: number; buildMs: number };
  warm: { pictureMs: number; encoded: number; buildMs: number };
  firstScreenBytes: number;
  allPictureBytesAtLoad: number;
  lighthouse?: LighthouseScores;
  lighthouseError?: string;
}

export async function pictureBench(
  runs: number,
  opts: { lighthouse: boolean; serve(outDir: string): Promise<{ url: string; close(): Promise<void> }> },
): Promise<PictureFigures | string> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-photos-'));
  try {
    const site = await writePhotoSite(dir);
    const outDir = join(dir, 'dist');
    const cache = join(dir, 'picture-cache');
    const cold = buildPhotoSite(site, outDir, cache);
    if (!cold.ok || !cold.pictures) return `the photo site did not build: ${cold.log.slice(-1500)}`;
    const warm = [];
    for (let i = 0; i < runs; i++) warm.push(buildPhotoSite(site, outDir, cache));
    const warmPictures = warm.flatMap((w) => (w.pictures ? [w.pictures] : []));
    if (warmPictures.length < runs) return `a warm build failed: ${warm.find((w) => !w.pictures)?.log.slice(-1500)}`;
    const server = await opts.serve(outDir);
    try {
      const browser = await openBrowser();
      let shown;
      try {
        const page = await (await browser.newContext(PHONE)).newPage();
        await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
        shown = await firstScreenPictures(page);
      } finally {
        await browser.close();
      }
      const lh = opts.lighthouse ? await lighthouse(`${server.url}/`, runs) : undefined;
      return {
        cold: { pictureMs: cold.pictures.ms, encoded: cold.pictures.encoded, buildMs: Math.round(cold.ms) },
        warm: {
          pictureMs: median(warmPictures.map((p) => p.ms)),
          encoded: Math.max(...warmPictures.map((p) => p.encoded)),
          buildMs: Math.round(median(warm.map((w) => w.ms))),
        },
        firstScreenBytes: shown.bytes,
        allPictureBytesAtLoad: shown.allBytes,
        lighthouse: lh?.scores,
        lighthouseError: lh?.error,
      };
    } finally {
      await server.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
