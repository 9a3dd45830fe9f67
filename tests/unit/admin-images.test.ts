// The editor's picture list (editor/server/images.ts) gives each file the size it shows at, so
// choosing a photo placed by hand fills width and height the right way round.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listImages } from '../../editor/server/images.ts';
import { phonePhoto } from '../support/test-photos.ts';

const publicDir = mkdtempSync(join(tmpdir(), 'admin-images-'));
const imagesDir = join(publicDir, 'images');
mkdirSync(imagesDir);
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

describe('the editor picture list', () => {
  it('gives a photo stored on its side (EXIF orientation 6) its upright size, and a plain one its own', async () => {
    writeFileSync(join(imagesDir, 'side.jpg'), await phonePhoto({ width: 400, height: 300, orientation: 6 }));
    writeFileSync(join(imagesDir, 'plain.jpg'), await phonePhoto({ width: 400, height: 300 }));
    writeFileSync(join(imagesDir, 'broken.png'), 'not a picture');
    expect(listImages(imagesDir, publicDir)).toEqual([
      { path: '/images/broken.png' },
      { path: '/images/plain.jpg', width: 400, height: 300 },
      { path: '/images/side.jpg', width: 300, height: 400 },
    ]);
  });
});
