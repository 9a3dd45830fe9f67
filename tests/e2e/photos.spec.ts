// Real photos stay fast and private: a copy of the site with a 4032×3024 phone photo as its
// hero, six photo service cards and a before-and-after block (photos made by the tests, with
// EXIF, GPS and XMP) is built twice and served. The pictures are stripped and resized, every
// srcset candidate is the width it states, a phone downloads little, the second build encodes
// nothing, the comparison slider works by keyboard, mouse and touch, and without JavaScript,
// and the two photos marked as samples show their label.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ownPageTest as test } from './shared-page.ts';
import sharp from 'sharp';
import {
  ABANDONED_UPLOAD,
  buildPhotoSite,
  firstScreenPictures,
  PHONE,
  writePhotoSite,
  type PhotoBuild,
} from '../support/photo-site.ts';
import { CAMERA } from '../support/test-photos.ts';

const port = Number(process.env.E2E_PORT ?? 4173) + 1100;
const base = `http://127.0.0.1:${port}`;
const work = `.e2e/photos-${port}`;
const outDir = `${work}/dist`;
const pictures = `${outDir}/assets/pictures`;
const builds: PhotoBuild[] = [];
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const site = await writePhotoSite(work);
  for (let i = 0; i < 2; i++) {
    const run = buildPhotoSite(site, outDir, `${work}/picture-cache`);
    expect(run.ok, run.log.slice(-2000)).toBe(true);
    builds.push(run);
  }
  const env = { SITE_FILE: site.siteFile, SITE_PUBLIC_DIR: site.publicDir };
  server = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      outDir,
    ],
    { env: { ...process.env, ...env }, stdio: 'ignore' },
  );
  await expect
    .poll(
      () =>
        fetch(base).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
});

test('the second build of the same site encodes no picture', () => {
  const [cold, warm] = builds.map((b) => b.pictures);
  expect(cold).toMatchObject({ count: 9, reused: 0 });
  expect(cold!.encoded).toBeGreaterThan(60);
  expect(warm).toMatchObject({ count: 9, encoded: 0, reused: cold!.encoded });
});

test('no built picture carries EXIF, GPS or XMP; all are sRGB, turned upright, and the big originals stay out', async () => {
  const files = readdirSync(pictures);
  expect(files.length).toBeGreaterThan(60);
  for (const name of files) {
    const bytes = readFileSync(join(pictures, name));
    const meta = await sharp(bytes).metadata();
    expect({ name, exif: meta.exif, xmp: meta.xmp, icc: meta.icc, space: meta.space }).toEqual({
      name,
      exif: undefined,
      xmp: undefined,
      icc: undefined,
      space: 'srgb',
    });
    const text = bytes.toString('latin1');
    for (const trace of ['Exif\0', 'GPS', CAMERA, 'xmpmeta', 'Test Owner']) expect(text, name).not.toContain(trace);
  }
  // The photo stored on its side (orientation 6, 2400×1800) comes out standing: 832 wide, 1109 high.
  const [turned] = files.filter((f) => f.startsWith('card-1-') && f.endsWith('-832.jpg'));
  expect(await sharp(join(pictures, turned)).metadata()).toMatchObject({ width: 832, height: 1109 });
  // The CMYK photo is RGB now; the PNG with transparency keeps it, with a PNG fallback.
  const cmyk = files.find((f) => f.startsWith('card-2-') && f.endsWith('.jpg'))!;
  expect(await sharp(join(pictures, cmyk)).metadata()).toMatchObject({ space: 'srgb', channels: 3 });
  const alpha = files.find((f) => f.startsWith('card-3-') && f.endsWith('.png'))!;
  expect((await sharp(join(pictures, alpha)).metadata()).hasAlpha).toBe(true);
  // The 2 MB phone photo is not published; the 11 KB PNG is small enough to stay.
  expect(existsSync(`${outDir}/images/photos/hero.jpg`)).toBe(false);
  expect(existsSync(`${outDir}/images/photos/card-3.png`)).toBe(true);
});

test('every <img> has width, height and alt, and every srcset candidate is a file of the width it states', async () => {
  const html = readFileSync(`${outDir}/index.html`, 'utf8');
  const imgs = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
  expect(imgs.length).toBeGreaterThan(8);
  for (const img of imgs) {
    expect(img, img).toMatch(/ width="\d+"/);
    expect(img, img).toMatch(/ height="\d+"/);
    expect(img, img).toMatch(/ alt="[^"]*"/);
  }
  const hero = imgs.find((i) => i.includes('hero-media'))!;
  expect(hero).toContain('width="4032" height="3024"');
  const sets = [...html.matchAll(/srcSet="([^"]+)"/g)].map((m) => m[1]);
  expect(sets.length).toBeGreaterThan(20);
  const checked = new Set<string>();
  for (const set of sets) {
    for (const candidate of set.split(', ')) {
      const [url, w] = candidate.split(' ');
      if (checked.has(url)) continue;
      checked.add(url);
      const file = join(outDir, url);
      expect(existsSync(file), url).toBe(true);
      expect(`${(await sharp(file).metadata()).width}w`, url).toBe(w);
    }
  }
});

test('a 390 px phone at DPR 2 downloads at most 150 KB of pictures for the first screen', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(base, { waitUntil: 'networkidle' });
  const shown = await firstScreenPictures(page);
  expect(shown.files.find((src) => src.includes('/hero-'))).toMatch(/-828\.avif$/);
  console.log(
    `390×844 DPR 2: first screen ${shown.files.length} pictures, ${(shown.bytes / 1024).toFixed(1)} KB; all fetched at load ${(shown.allBytes / 1024).toFixed(1)} KB`,
  );
  expect(shown.bytes).toBeGreaterThan(5_000);
  expect(shown.bytes).toBeLessThanOrEqual(150 * 1024);
  await context.close();
});

const slider = (page: Page) => page.getByRole('slider', { name: 'Move the line between the before and after photos' });
const position = (page: Page) =>
  page.locator('.before-after').evaluate((el) => getComputedStyle(el).getPropertyValue('--position').trim());

test('the comparison slider moves by keyboard and says where it is', async ({ page }) => {
  await page.goto(`${base}/#before-after`);
  await slider(page).focus();
  await expect(slider(page)).toHaveAttribute('aria-valuetext', 'Before 50%, After 50%');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider(page)).toHaveAttribute('aria-valuetext', 'Before 52%, After 48%');
  expect(await position(page)).toBe('52%');
  await page.keyboard.press('Home');
  expect(await position(page)).toBe('0%');
  // The after photo is then uncovered all the way: its cut sits at the left edge.
  // (After its 0.1 s transition.)
  await expect
    .poll(() => page.locator('.before-after-after').evaluate((el) => getComputedStyle(el).clipPath))
    .toBe('inset(0px 0px 0px 0%)');
});

test('the comparison slider follows the mouse and a touch', async ({ page, browser }) => {
  await page.goto(`${base}/#before-after`);
  await expect(slider(page)).toBeAttached();
  const frame = page.locator('.before-after-frame');
  await frame.scrollIntoViewIfNeeded();
  const box = (await frame.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2);
  await expect.poll(() => slider(page).inputValue()).toMatch(/^(2[3-7])$/);
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => slider(page).inputValue()).toMatch(/^(7[8-9]|8[0-2])$/);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const touch = await phone.newPage();
  await touch.goto(`${base}/#before-after`);
  await expect(slider(touch)).toBeAttached();
  const t = touch.locator('.before-after-frame');
  await t.scrollIntoViewIfNeeded();
  const tb = (await t.boundingBox())!;
  await touch.touchscreen.tap(tb.x + tb.width * 0.75, tb.y + tb.height / 2);
  await expect.poll(() => slider(touch).inputValue()).toMatch(/^(7[3-7])$/);
  await phone.close();
});

test("the photos lie one over the other from the first paint: nothing moves when the slider's code comes", async ({
  page,
}) => {
  // The slider's code (a chunk of its own, page-behaviours.ts) is held back until released.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/before-after-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${base}/#before-after`);
  const frame = page.locator('.before-after-frame');
  await frame.scrollIntoViewIfNeeded();
  const photos = () =>
    page
      .locator('.before-after-pane img')
      .evaluateAll((imgs) => imgs.map((img) => JSON.stringify(img.getBoundingClientRect())));
  const waiting = { frame: await frame.boundingBox(), photos: await photos() };
  expect(waiting.photos[0]).toBe(waiting.photos[1]); // one over the other, in the same box
  await expect(slider(page)).toHaveCount(0);
  release();
  await expect(slider(page)).toBeAttached();
  expect({ frame: await frame.boundingBox(), photos: await photos() }).toEqual(waiting);
});

test('the page with photos and the slider passes axe', async ({ page }) => {
  await page.goto(`${base}/#before-after`);
  await expect(slider(page)).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a sample photo shows its Example photo label over its own corner, on a desktop and a phone', async ({
  browser,
}) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await expect(page.locator('.sample-photo-label')).toHaveCount(3);
    for (const name of [
      'Test photo 2 (Example photo)',
      'Test photo: the wall after (Example photo)',
      /^Illustration of .* truck .* \(Example photo\)$/, // the image band's, beside its words on a desktop
    ]) {
      const picture = page.getByRole('img', { name, exact: true });
      // The label follows its picture: <img>, or the <picture> holding it.
      const label = picture.locator('xpath=(ancestor-or-self::picture | self::img)[1]/following-sibling::*[1]');
      await picture.scrollIntoViewIfNeeded();
      await expect(label).toHaveClass('sample-photo-label');
      await expect(label).toBeVisible();
      await expect(label).toHaveText('Example photo');
      const [l, p] = [(await label.boundingBox())!, (await picture.boundingBox())!];
      const what = String(name);
      expect(l.width, what).toBeGreaterThan(40);
      expect(l.x, what).toBeGreaterThanOrEqual(p.x);
      expect(l.y, what).toBeGreaterThanOrEqual(p.y);
      expect(l.x + l.width, what).toBeLessThanOrEqual(p.x + p.width + 0.5);
      expect(l.y + l.height, what).toBeLessThanOrEqual(p.y + p.height + 0.5);
    }
    // The after photo's label is on the side of it the slider shows, clear of the Before and After words.
    const frame = (await page.locator('.before-after-frame').boundingBox())!;
    const after = (await page.locator('.before-after-after .sample-photo-label').boundingBox())!;
    expect(after.x).toBeGreaterThan(frame.x + frame.width / 2);
    const words = (await page.locator('.before-after-after .before-after-label').boundingBox())!;
    expect(after.y).toBeGreaterThan(words.y + words.height);
    await context.close();
  }
});

test('under reduced motion the line moves without a transition', async ({ browser }) => {
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await page.goto(`${base}/#before-after`);
    const duration = await page
      .locator('.before-after-after')
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration).toBe(reducedMotion === 'reduce' ? '0s' : '0.1s, 0.1s');
    await context.close();
  }
});

test('without JavaScript the two photos stand side by side, and one above the other on a phone', async ({
  browser,
}) => {
  for (const [width, sideBySide] of [
    [1280, true],
    [390, false],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await expect(page.getByRole('slider')).toHaveCount(0);
    const before = (await page.getByRole('img', { name: 'Test photo: the wall before' }).boundingBox())!;
    const after = (await page.getByRole('img', { name: 'Test photo: the wall after' }).boundingBox())!;
    expect(before.width).toBeGreaterThan(100);
    if (sideBySide) {
      expect(Math.abs(before.y - after.y)).toBeLessThan(2);
      expect(after.x).toBeGreaterThan(before.x + before.width);
    } else expect(after.y).toBeGreaterThan(before.y + before.height);
    await context.close();
  }
});

test('of the originals only the small PNG is published, and an upload site.yaml does not use is left out', () => {
  expect(readdirSync(`${outDir}/images/photos`)).toEqual(['card-3.png']);
  expect(statSync(`${outDir}/images/photos/card-3.png`).size).toBeLessThan(100 * 1024);
  expect(existsSync(join(work, 'public', ABANDONED_UPLOAD))).toBe(true);
  expect(existsSync(join(outDir, ABANDONED_UPLOAD))).toBe(false);
});
