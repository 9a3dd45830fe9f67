// The editor's uploads: what is refused and why, and what a phone photo becomes.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  MASTER_SIZE,
  removeAbandonedUploads,
  saveUpload,
  UploadRefused,
  UPLOADS_DIR,
} from '../../vite/pictures/upload-picture.ts';
import { bombPng, CAMERA, GPS_LATITUDE, cmykJpeg, HEIC_START, phonePhoto } from '../support/test-photos.ts';

let publicDir: string;
beforeEach(() => {
  publicDir = mkdtempSync(join(tmpdir(), 'uploads-'));
});
afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

const uploads = () => readdirSync(join(publicDir, UPLOADS_DIR));
const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

async function refusal(bytes: Buffer, name = 'photo.jpg'): Promise<UploadRefused> {
  const error = await saveUpload(publicDir, name, bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadRefused);
  return error as UploadRefused;
}

describe('uploads that are refused, with a plain reason, leaving nothing behind', () => {
  it('a PNG followed by HTML, and a JPEG followed by SVG (polyglots)', async () => {
    const html = await refusal(
      Buffer.concat([await smallPng(), Buffer.from('<html><script>alert(1)</script>')]),
      'x.png',
    );
    expect(html.message).toBe(
      'This file is refused: the PNG picture is followed by something else: "<html><script>alert(1)</script…". A browser could read that part as a web page, so only a plain picture is accepted. Open it in a photo app and save or export it again as JPEG, then upload that file.',
    );
    const jpeg = await sharp(await smallPng())
      .jpeg()
      .toBuffer();
    const svg = await refusal(Buffer.concat([jpeg, Buffer.from('<svg onload="alert(1)"/>')]));
    expect(svg.message).toContain('the JPEG picture is followed by something else: "<svg');
    expect(svg.status).toBe(415);
    expect(() => uploads()).toThrow(); // the folder was never made
  });

  it('a file cut short', async () => {
    const photo = await phonePhoto({ width: 800, height: 600 });
    const cut = await refusal(photo.subarray(0, photo.length / 2));
    expect(cut.message).toBe(
      'This picture cannot be read: the file ends before the picture does (cut short?). Open it in a photo app and save or export it again as JPEG, then upload that file.',
    );
    expect(cut.status).toBe(422);
  });

  it('a picture of huge dimensions (decompression bomb)', async () => {
    const bomb = await refusal(bombPng(30_000, 30_000), 'bomb.png');
    expect(bomb.message).toMatch(
      /^This picture is 30000 × 30000 pixels, more than the 50 megapixels the editor takes\./,
    );
    expect(bomb.status).toBe(413);
  });

  it('text or HTML under a picture name', async () => {
    const page = await refusal(Buffer.from('<!doctype html><h1>hi</h1>'), 'photo.png');
    expect(page.message).toBe(
      'This file is not a picture the site can use: it is text (HTML, SVG or XML), not a PNG, JPEG, WebP or AVIF picture. Upload a PNG, JPEG, WebP or AVIF file.',
    );
    const gif = await refusal(Buffer.from('GIF89a\x01\x00\x01\x00'), 'anim.gif');
    expect(gif.message).toContain('not a PNG, JPEG, WebP or AVIF picture');
  });

  it('an iPhone HEIC photo, with how to send a JPEG instead', async () => {
    const error = await refusal(HEIC_START, 'IMG_0001.HEIC');
    expect(error.message).toContain('HEIC photo');
    expect(error.message).toContain('Settings > Camera > Formats > Most Compatible');
    expect(error.message).toContain('as JPEG');
  });
});

describe('an accepted upload', () => {
  it(
    'is turned upright, stripped of camera, GPS and XMP data and scaled to 2560 px on its long side',
    { timeout: 90_000 },
    async () => {
      const photo = await phonePhoto({ orientation: 6 }); // stored 4032 × 3024, shown standing
      expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain(CAMERA);
      const saved = await saveUpload(publicDir, 'IMG_2041.JPG', photo);
      expect(saved).toEqual({
        path: expect.stringMatching(/^\/images\/uploads\/img-2041-[0-9a-f]{12}\.jpg$/),
        width: 1920,
        height: MASTER_SIZE,
      });
      const bytes = readFileSync(join(publicDir, saved.path));
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ width: 1920, height: 2560, space: 'srgb' });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      const text = bytes.toString('latin1');
      for (const trace of [CAMERA, GPS_LATITUDE.split(' ')[0], 'xmpmeta', 'Exif\0']) expect(text).not.toContain(trace);
    },
  );

  it('keeps a small picture at its size, and turns CMYK into sRGB', async () => {
    const small = await saveUpload(publicDir, 'logo.png', await smallPng());
    expect(small).toMatchObject({ width: 40, height: 30, path: expect.stringMatching(/\.png$/) });
    const cmyk = await saveUpload(publicDir, 'print.jpg', await cmykJpeg(800, 600));
    expect(await sharp(join(publicDir, cmyk.path)).metadata()).toMatchObject({ space: 'srgb', channels: 3 });
  });

  it('is named by its real format, whatever the name says', async () => {
    const jpeg = await sharp(await smallPng())
      .jpeg()
      .toBuffer();
    expect((await saveUpload(publicDir, 'really-a-jpeg.png', jpeg)).path).toMatch(
      /^\/images\/uploads\/really-a-jpeg-[0-9a-f]{12}\.jpg$/,
    );
  });

  it('makes no copy when the same file is uploaded again, even twice at once', async () => {
    const png = await smallPng();
    const [a, b] = await Promise.all([saveUpload(publicDir, 'a.png', png), saveUpload(publicDir, 'a.png', png)]);
    const c = await saveUpload(publicDir, 'other name.png', png);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(uploads()).toEqual([a.path.split('/').pop()]);
  });

  it('does not take a part-file left by a crash mid-write for the finished upload', async () => {
    const png = await smallPng();
    const hash = createHash('sha256').update(png).digest('hex').slice(0, 12);
    mkdirSync(join(publicDir, 'images/uploads'), { recursive: true });
    writeFileSync(join(publicDir, `images/uploads/.a-${hash}.png.1.2.part`), png.subarray(0, 10));
    const saved = await saveUpload(publicDir, 'a.png', png);
    expect(saved.path).toBe(`/images/uploads/a-${hash}.png`);
    expect(existsSync(join(publicDir, saved.path))).toBe(true);
  });
});

describe('abandoned uploads', () => {
  it('are removed after a day unless site.yaml names them', async () => {
    const names = await Promise.all(
      ['used', 'old', 'new'].map(async (n, i) => {
        const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: i * 50, g: 0, b: 0 } } })
          .png()
          .toBuffer();
        return (await saveUpload(publicDir, `${n}.png`, png)).path;
      }),
    );
    const day = 24 * 60 * 60 * 1000;
    const twoDaysAgo = new Date(Date.now() - 2 * day);
    for (const path of names.slice(0, 2)) utimesSync(join(publicDir, path), twoDaysAgo, twoDaysAgo);
    const siteText = `hero:\n  src: ${names[0]}\n`;
    expect(removeAbandonedUploads(publicDir, siteText)).toEqual([names[1].split('/').pop()]);
    expect(uploads().sort()).toEqual([names[0], names[2]].map((p) => p.split('/').pop()).sort());
  });

  it('an old upload chosen again is fresh again', async () => {
    const png = await smallPng();
    const { path } = await saveUpload(publicDir, 'a.png', png);
    const old = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    utimesSync(join(publicDir, path), old, old);
    await saveUpload(publicDir, 'a.png', png);
    expect(removeAbandonedUploads(publicDir, '')).toEqual([]);
  });
});
