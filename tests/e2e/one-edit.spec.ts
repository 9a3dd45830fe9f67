// One edit, everywhere: a copy of site.yaml with only the company name, phone, email and
// the two theme colours changed is built, and no file of the output holds an old value:
// HTML, JSON-LD, JS, CSS, SVG, sitemap, _headers. The logo files named in business.logo
// are the owner's own pictures and the one exception.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect } from '@playwright/test';
import { ownPageTest as test } from './shared-page.ts';
import { testSite } from '../support/test-site.ts';

const port = process.env.E2E_PORT ?? '4173';
const work = `.e2e/one-edit-${port}`;
const outDir = `${work}/dist`;

const OLD = {
  company: 'Pelican Exterior Cleaning',
  phone: '(985) 555-0142',
  email: 'office@pelicanexterior.example',
  primary: '#245d90',
  secondary: '#a7793c',
};
const NEW = {
  company: 'Heron Wash Co',
  phone: '(504) 555-0199',
  email: 'hello@heronwash.example',
  primary: '#2e7d32',
  secondary: '#6a1b9a',
};

/** Every form an old value could take in the output. */
const OLD_FORMS = [
  OLD.company,
  OLD.phone,
  OLD.email,
  '9855550142',
  '985-555-0142',
  '985.555.0142',
  OLD.primary,
  OLD.secondary,
  // Bootstrap writes the theme colours as RGB triplets too (--bs-primary-rgb).
  '36,93,144',
  '36, 93, 144',
  '167,121,60',
  '167, 121, 60',
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

test('changing company, phone, email and theme in site.yaml leaves none of the old values in the build', () => {
  const site = readFileSync(testSite.file, 'utf8');
  const edited = site
    .replace(`  company: ${OLD.company}\n`, `  company: ${NEW.company}\n`)
    .replace(`  phone: ${OLD.phone}\n`, `  phone: ${NEW.phone}\n`)
    .replace(`  email: ${OLD.email}\n`, `  email: ${NEW.email}\n`)
    .replace(`primary: "${OLD.primary}"`, `primary: "${NEW.primary}"`)
    .replace(`secondary: "${OLD.secondary}"`, `secondary: "${NEW.secondary}"`);
  // Exactly five lines differ: the test changes nothing else.
  const changed = edited.split('\n').filter((line, i) => line !== site.split('\n')[i]);
  expect(changed).toHaveLength(5);

  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  writeFileSync(`${work}/site.yaml`, edited);
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    encoding: 'utf8',
    env: { ...process.env, SITE_FILE: `${work}/site.yaml`, SITE_OUT_DIR: outDir },
    timeout: 280_000,
  });
  expect(build.status, build.stderr).toBe(0);

  const logos = ['images/logo.svg', 'images/logo-window.svg'];
  const files = filesUnder(outDir).map((f) => relative(outDir, f).split(sep).join('/'));
  // The output is complete: pages, sitemap, headers, scripts, styles and pictures.
  for (const must of ['index.html', 'contact/index.html', 'sitemap.xml', '_headers', 'images/truck.svg', 'favicon.svg'])
    expect(files).toContain(must);
  expect(files.some((f) => f.endsWith('.js'))).toBe(true);
  expect(files.some((f) => f.endsWith('.css'))).toBe(true);

  const leftovers: string[] = [];
  for (const file of files) {
    if (logos.includes(file)) continue;
    const text = readFileSync(join(outDir, file), 'latin1').toLowerCase();
    for (const old of OLD_FORMS) if (text.includes(old.toLowerCase())) leftovers.push(`${file}: ${old}`);
  }
  expect(leftovers).toEqual([]);

  // ...and the new values did arrive where the old ones were.
  const contact = readFileSync(join(outDir, 'contact/index.html'), 'utf8');
  expect(contact).toContain(NEW.phone);
  expect(contact).toContain('href="tel:+15045550199"');
  expect(contact).toContain('"telephone":"+15045550199"');
  expect(contact).toContain(`mailto:${NEW.email}`);
  expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain(`${NEW.company}, home`);
  expect(readFileSync(join(outDir, 'images/truck.svg'), 'utf8')).toContain(NEW.primary);
  expect(readFileSync(join(outDir, 'images/badges/five-star-reviews-emblem.svg'), 'utf8')).toContain(NEW.secondary);
  const css = files
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(join(outDir, f), 'utf8'))
    .join('\n');
  expect(css).toContain(`--bs-primary:${NEW.primary}`);
  // The logo stays the owner's file, untouched.
  expect(readFileSync(join(outDir, 'images/logo.svg'), 'utf8')).toBe(
    readFileSync(join(testSite.publicDir, 'images/logo.svg'), 'utf8'),
  );
});
