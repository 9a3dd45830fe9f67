// A temporary copy of the site with photographs, for the picture pipeline's tests and bench:
// the home page gets a 4032×3024 phone photo as its hero, a photo on each of its six service
// cards (one stored on its side, one CMYK, one PNG with transparency) and a before-and-after
// block. The photos are made by tests/support/test-photos.ts; the root site is not touched.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { alphaPng, cmykJpeg, phonePhoto } from './test-photos.ts';

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

export async function writePhotoSite(dir: string, root = process.cwd()): Promise<PhotoSite> {
  const publicDir = join(dir, 'public');
  cpSync(join(root, 'public'), publicDir, { recursive: true });
  mkdirSync(join(publicDir, 'images/photos'), { recursive: true });
  for (const [name, bytes] of Object.entries(await photos()))
    writeFileSync(join(publicDir, 'images/photos', name), bytes);

  const doc = parseDocument(readFileSync(join(root, 'site.yaml'), 'utf8'));
  const home = ['routes', 0, 'blocks'];
  const blocks = doc.getIn(home) as { items: { get(k: string): unknown }[] };
  const at = (type: string) => blocks.items.findIndex((b) => b.get('type') === type);
  // No width or height: the build takes them from the file.
  doc.setIn([...home, at('hero'), 'background'], {
    src: '/images/photos/hero.jpg',
    alt: 'Test photo: a house front with a shingle roof (made by the tests)',
  });
  const cards = at('serviceCards');
  ['card-1.jpg', 'card-2.jpg', 'card-3.png', 'card-4.jpg', 'card-5.jpg', 'card-6.jpg'].forEach((name, i) =>
    doc.setIn([...home, cards, 'cards', i, 'image'], { src: `/images/photos/${name}`, alt: `Test photo ${i + 1}` }),
  );
  blocks.items.splice(
    cards + 1,
    0,
    doc.createNode({
      type: 'beforeAfter',
      id: 'before-after',
      heading: 'Before and after (test photos)',
      before: { src: '/images/photos/before.jpg', alt: 'Test photo: the wall before' },
      after: { src: '/images/photos/after.jpg', alt: 'Test photo: the wall after' },
      caption: 'Made by the tests, not a photo of real work.',
    }) as never,
  );
  const siteFile = join(dir, 'site.yaml');
  writeFileSync(siteFile, doc.toString({ lineWidth: 0 }));
  return { siteFile, publicDir };
}
