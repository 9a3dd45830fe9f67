// The editor takes a phone photo as it comes, and nothing else: over the API, each hostile
// upload is refused with its reason and leaves no file; a phone photo is stored upright,
// stripped and scaled; the same file twice is one file. In the editor, choosing the upload
// fills the picture's width and height, a HEIC photo is refused with how to send a JPEG, and
// the upload is named in site.yaml only when the owner saves.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect } from '@playwright/test';
import { ownPageTest as test } from './shared-page.ts';
import { startEditorServer, type EditorServer } from './admin-server.ts';
import { bombPng, CAMERA, HEIC_START as HEIC, phonePhoto } from '../support/test-photos.ts';
import { API_PREFIX } from '../../editor/shared/api-contract.ts';

const port = Number(process.env.E2E_PORT ?? 4173) + 1200;
let editor: EditorServer;

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 20_000 });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  editor = await startEditorServer(port);
});
test.afterAll(() => editor?.stop());

const upload = (body: Buffer, name: string) =>
  fetch(`${editor.origin}${API_PREFIX}images`, {
    method: 'POST',
    headers: { Origin: editor.origin, 'X-File-Name': encodeURIComponent(name) },
    body: new Uint8Array(body),
  });
const uploadsDir = () => join(editor.publicDir, 'images/uploads');
const uploaded = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);

test('hostile uploads are refused with their reason and leave no file', async () => {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const jpeg = await sharp(png).jpeg().toBuffer();
  const cases: [string, Buffer, string, number, RegExp][] = [
    [
      'PNG + HTML',
      Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]),
      'x.png',
      415,
      /followed by something else: "<html>/,
    ],
    [
      'PNG + SVG',
      Buffer.concat([png, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')]),
      'x.png',
      415,
      /followed by something else: "<svg/,
    ],
    [
      'cut short',
      jpeg.subarray(0, jpeg.length - 40),
      'x.jpg',
      422,
      /cannot be read: the file ends before the picture does/,
    ],
    ['bomb', bombPng(30_000, 30_000), 'x.png', 413, /30000 × 30000 pixels, more than the 50 megapixels/],
    [
      'HTML named .jpg',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      'photo.jpg',
      415,
      /it is text \(HTML, SVG or XML\)/,
    ],
    ['HEIC', HEIC, 'IMG_0001.HEIC', 415, /Settings > Camera > Formats > Most Compatible/],
  ];
  for (const [what, body, name, status, message] of cases) {
    const res = await upload(body, name);
    expect(res.status, what).toBe(status);
    expect(((await res.json()) as { error: string }).error, what).toMatch(message);
  }
  expect(uploaded()).toEqual([]);
  expect(readdirSync(join(editor.publicDir, 'images')).filter((f) => /^x|^photo|^img/i.test(f))).toEqual([]);
});

test('a phone photo is stored upright, without camera or GPS data, at 2560 px, once however often it is sent', async () => {
  test.setTimeout(120_000);
  const photo = await phonePhoto({ orientation: 6 });
  const first = await upload(photo, 'IMG_2041.JPG');
  expect(first.status).toBe(201);
  const saved = (await first.json()) as { path: string; width: number; height: number };
  expect(saved).toEqual({
    path: expect.stringMatching(/^\/images\/uploads\/img-2041-[0-9a-f]{12}\.jpg$/),
    width: 1920,
    height: 2560,
  });
  const again = await upload(photo, 'Copy of IMG_2041.jpg');
  expect(await again.json()).toEqual(saved);
  expect(uploaded()).toHaveLength(1);
  const bytes = readFileSync(join(editor.publicDir, saved.path));
  expect(bytes.length).toBeLessThan(photo.length);
  const meta = await sharp(bytes).metadata();
  expect({ exif: meta.exif, xmp: meta.xmp, width: meta.width, height: meta.height }).toEqual({
    exif: undefined,
    xmp: undefined,
    width: 1920,
    height: 2560,
  });
  expect(bytes.toString('latin1')).not.toContain(CAMERA);
  // The dev server shows it at once, for the preview.
  expect((await fetch(`${editor.origin}${saved.path}`)).status).toBe(200);
});

test('choosing an upload fills width and height; it is in site.yaml only after Save; HEIC is refused in words', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${editor.origin}/admin/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Business settings' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: 'Home' }).click();
  await page.getByRole('button', { name: /^1\. Hero/ }).click();
  const hero = page.locator('.admin-block').nth(0);
  await expect(hero.getByRole('spinbutton', { name: /^Width/ })).toHaveValue('1600');
  await hero.getByRole('button', { name: /^Choose picture/ }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a picture' });

  await chooser
    .getByLabel(/Upload a new picture/)
    .setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: HEIC });
  await expect(chooser.getByRole('alert')).toContainText('Settings > Camera > Formats > Most Compatible');

  const photo = await phonePhoto({ width: 3000, height: 2000, seed: 9 });
  await chooser
    .getByLabel(/Upload a new picture/)
    .setInputFiles({ name: 'Roof.jpg', mimeType: 'image/jpeg', buffer: photo });
  const picture = chooser.getByRole('button', { name: /\/images\/uploads\/roof-[0-9a-f]{12}\.jpg/ });
  await expect(picture).toBeVisible({ timeout: 30_000 });
  await expect(picture).toContainText('2560 × 1707');
  await picture.click();
  await expect(hero.getByRole('textbox', { name: /^Picture file/ })).toHaveValue(
    /\/images\/uploads\/roof-[0-9a-f]{12}\.jpg/,
  );
  await expect(hero.getByRole('spinbutton', { name: /^Width/ })).toHaveValue('2560');
  await expect(hero.getByRole('spinbutton', { name: /^Height/ })).toHaveValue('1707');
  expect(readFileSync(editor.siteFile, 'utf8')).not.toContain('/images/uploads/roof-');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(() => readFileSync(editor.siteFile, 'utf8'), { timeout: 20_000 })
    .toMatch(/src: \/images\/uploads\/roof-[0-9a-f]{12}\.jpg\n\s+alt: .*\n\s+width: 2560\n\s+height: 1707\n/);
});
