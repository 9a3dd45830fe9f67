// The validator reads the pictures of site.yaml: each rule on a real file, at its line.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { parseYaml } from '../../src/validate/yaml-source.ts';
import { siteValidator } from '../../src/validate/schema-validator.ts';
import { siteChecks } from '../../src/validate/checks/site-checks.ts';
import type { SiteConfig } from '../../src/site/site-types.generated.ts';
import { examinePicture } from '../../src/validate/checks/picture-file.ts';
import { HEIC_START, phonePhoto } from '../support/test-photos.ts';
import { testSite } from '../support/test-site.ts';

const site = readFileSync(testSite.file, 'utf8');
const HERO = '          src: /images/hero-day.svg\n';
const heroLine = site.slice(0, site.indexOf(HERO)).split('\n').length;
let publicDir: string;

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#88aacc' } })
    .jpeg()
    .toBuffer();
const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: '#88aacc80' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'picture-checks-'));
  cpSync(testSite.publicDir, publicDir, { recursive: true });
  const files: Record<string, Buffer> = {
    'fine.jpg': await jpeg(2400, 1350),
    'phone.jpg': await phonePhoto({ width: 1200, height: 900, orientation: 6 }),
    'small.jpg': await jpeg(800, 450),
    'four-three.jpg': await jpeg(2400, 1800),
    'cut.jpg': (await jpeg(2400, 1350)).subarray(0, 3000),
    'html.png': Buffer.concat([await png(), Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
    'svg.jpg': Buffer.concat([
      await jpeg(2000, 1125),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    ]),
    'really-png.jpg': await png(2000, 1125),
    'page.png': Buffer.from('<!doctype html><title>not a picture</title>'),
    'iphone.jpg': HEIC_START,
  };
  const damaged = await png(2000, 1125);
  damaged[damaged.length - 20] ^= 0xff; // inside the picture data (IDAT): its checksum no longer matches
  files['damaged.png'] = damaged;
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(publicDir, 'images', name), bytes);
});
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

/** The picture problems of the site with the home hero's picture replaced (and its size lines, when given). */
function heroProblems(src: string, size = '          width: 1600\n          height: 900\n') {
  const text = site
    .replace(HERO, `          src: ${src}\n`)
    .replace('          width: 1600\n          height: 900\n', size);
  const { source, data } = parseYaml('site.yaml', text);
  siteValidator().validate(data);
  return siteChecks(data as SiteConfig, source, { publicDir })
    .filter((p) => p.message.includes(src))
    .map((p) => ({ severity: p.severity, line: p.line, message: p.message, fix: p.fix }));
}

describe('picture checks', () => {
  it('pass a sound photo wide enough for the hero, in the proportions site.yaml gives', () => {
    expect(heroProblems('/images/fine.jpg')).toEqual([]);
  });

  it('refuse a picture that cannot be decoded: cut short, damaged, or not a picture at all', () => {
    expect(heroProblems('/images/cut.jpg')).toEqual([
      expect.objectContaining({
        severity: 'error',
        line: heroLine,
        message: expect.stringMatching(/cannot be decoded: the file ends before the picture does/),
      }),
    ]);
    expect(heroProblems('/images/damaged.png')[0]).toMatchObject({
      severity: 'error',
      line: heroLine,
      message: expect.stringMatching(/cannot be decoded: its IDAT part is damaged \(checksum mismatch\)/),
    });
    expect(heroProblems('/images/page.png')[0]).toMatchObject({
      severity: 'error',
      message:
        'The picture /images/page.png cannot be decoded: it is text (HTML, SVG or XML), not a PNG, JPEG, WebP or AVIF picture.',
    });
  });

  it('refuse a picture followed by HTML or SVG (a polyglot), saying what follows it', () => {
    expect(heroProblems('/images/html.png')).toEqual([
      {
        severity: 'error',
        line: heroLine,
        message:
          'The picture /images/html.png is not only a picture: the PNG picture is followed by something else: "<html><script>alert(document.c…".',
        fix: expect.stringContaining('save or export it again as JPEG'),
      },
    ]);
    expect(heroProblems('/images/svg.jpg')[0]).toMatchObject({
      severity: 'error',
      message: expect.stringContaining('the JPEG picture is followed by something else: "<svg'),
    });
  });

  it('refuse a picture whose format is not the one its name says', () => {
    expect(heroProblems('/images/really-png.jpg')).toEqual([
      expect.objectContaining({
        severity: 'error',
        line: heroLine,
        message: 'The picture /images/really-png.jpg is named as JPEG but is a PNG file.',
        fix: 'Rename the file to end in .png and write that name here.',
      }),
    ]);
  });

  it('refuse an iPhone HEIC photo and say how to send a JPEG', () => {
    expect(heroProblems('/images/iphone.jpg')[0]).toMatchObject({
      severity: 'error',
      message: expect.stringContaining('is a HEIC photo'),
      fix: expect.stringContaining('Settings > Camera > Formats > Most Compatible'),
    });
  });

  it('warn about a picture narrower than the widest its block shows it', () => {
    expect(heroProblems('/images/small.jpg')).toEqual([
      expect.objectContaining({
        severity: 'warning',
        line: heroLine,
        message: expect.stringContaining('is 800 pixels wide, but this block shows it up to 1920 pixels wide'),
      }),
    ]);
  });

  it('warn when width and height disagree with the proportions of the file, at the width line', () => {
    const problems = heroProblems('/images/four-three.jpg');
    expect(problems).toEqual([
      {
        severity: 'warning',
        line: heroLine + 2,
        message: expect.stringContaining(
          'width and height say 1600 × 900, but the file /images/four-three.jpg is 2400 × 1800',
        ),
        fix: 'Remove width and height (the build takes them from the file), or write height: 1200.',
      },
    ]);
    // Without width and height in site.yaml there is nothing to disagree with.
    expect(heroProblems('/images/four-three.jpg', '')).toEqual([]);
  });

  it('read the proportions of a photo stored on its side after its EXIF orientation', () => {
    // Stored 1200 × 900 with orientation 6: it shows 900 × 1200.
    const problems = heroProblems('/images/phone.jpg', '          width: 900\n          height: 1200\n');
    expect(problems.map((p) => p.message)).toEqual([expect.stringContaining('is 900 pixels wide')]);
  });
});

describe('the logo', () => {
  // A variant: the main logo must be an SVG (logo-file-check.ts), a variant may be a raster picture.
  it('is refused when its file is a picture with HTML after it, at the logo line', () => {
    const text = site.replace('src: /images/logo-window.svg }', 'src: /images/html.png }');
    expect(text).not.toBe(site);
    const { source, data } = parseYaml('site.yaml', text);
    const problems = siteChecks(data as SiteConfig, source, { publicDir }).filter((p) =>
      p.message.includes('html.png'),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        severity: 'error',
        line: text.split('\n').findIndex((l) => l.includes('src: /images/html.png')) + 1,
        message: expect.stringContaining('is not only a picture'),
      }),
    ]);
  });
});

describe('examinePicture', () => {
  it('accepts what cameras put after a JPEG: a second JPEG (MPF, gain map) or padding', async () => {
    const photo = await jpeg(64, 48);
    expect(examinePicture(Buffer.concat([photo, photo])).ok).toBe(true);
    expect(examinePicture(Buffer.concat([photo, Buffer.alloc(32)])).ok).toBe(true);
    const dir = Buffer.from('SEFH\u0000\u0000\u0000\u0000', 'latin1');
    const length = Buffer.alloc(4);
    length.writeUInt32LE(dir.length);
    const samsung = Buffer.concat([Buffer.from('Image_UTC_Data1700000000000'), dir, length, Buffer.from('SEFT')]);
    expect(examinePicture(Buffer.concat([photo, samsung])).ok).toBe(true);
  });
  it("accepts a motion photo (the phone's short MP4 after the JPEG, and after its gain map), and nothing that only starts like one", async () => {
    const photo = await jpeg(64, 48);
    const box = (type: string, body: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(8 + body.length);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, body]);
    };
    const video = Buffer.concat([
      box('ftyp', Buffer.from('mp42\u0000\u0000\u0000\u0000isommp42', 'latin1')),
      box('mdat', Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 37) % 251))),
      box('moov', Buffer.alloc(40)),
    ]);
    expect(examinePicture(Buffer.concat([photo, video])).ok).toBe(true);
    expect(examinePicture(Buffer.concat([photo, photo, video])).ok).toBe(true);
    // Compressed video spells anything by chance, "<svg" too: the media's bytes are not read as text.
    const chance = Buffer.concat([
      box('ftyp', Buffer.from('mp42', 'latin1')),
      box('mdat', Buffer.from('\u0001<svg\u0002')),
    ]);
    expect(examinePicture(Buffer.concat([photo, chance])).ok).toBe(true);
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    for (const tail of [
      Buffer.concat([video, html]), // more after the last box
      Buffer.concat([box('ftyp', Buffer.from('mp42', 'latin1')), box('udta', html)]), // markup in a box of text
      video.subarray(0, video.length - 10), // a box cut short
    ])
      expect(examinePicture(Buffer.concat([photo, tail]))).toMatchObject({ ok: false, problem: 'polyglot' });
  });
  it('refuses markup hidden behind what only looks like a second JPEG or a Samsung trailer', async () => {
    const photo = await jpeg(64, 48);
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    for (const tail of [
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), html]),
      Buffer.concat([photo, html]),
      Buffer.concat([html, Buffer.from('SEFT')]),
      Buffer.concat([Buffer.from('SEFH'), html, Buffer.from([html.length + 4, 0, 0, 0]), Buffer.from('SEFT')]),
    ])
      expect(examinePicture(Buffer.concat([photo, tail]))).toMatchObject({ ok: false, problem: 'polyglot' });
  });
  it('accepts WebP and AVIF and finds text after them', async () => {
    for (const bytes of [
      await sharp(await png())
        .webp()
        .toBuffer(),
      await sharp(await png())
        .avif()
        .toBuffer(),
    ]) {
      expect(examinePicture(bytes)).toMatchObject({ ok: true });
      expect(examinePicture(Buffer.concat([bytes, Buffer.from('<script>alert(1)</script>')]))).toMatchObject({
        ok: false,
        problem: 'polyglot',
      });
    }
  });
});
