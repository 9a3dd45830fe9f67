// npm run build:release, the deploy build: it refuses a site that still has example reviews,
// naming the line of each one in the site file, and builds the same site once they are gone.
// That build keeps the shipped placeholder EmailJS settings, so it also shows that such a
// production build never ships a form that fails after the visitor has typed: the built
// /contact page says, above the first field, that the form works through the visitor's own
// email app, and its button says so (one build for both, instead of a build of its own).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBlock } from '../support/block-from-yaml.ts';
import { testSite } from '../support/test-site.ts';

const tmp = mkdtempSync(resolve('.e2e/release-build-'));
const out = join(tmp, 'dist');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// No EmailJS settings from the environment: the site's placeholders stay unfilled.
const withoutEmailSettings = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_EMAILJS_')),
);
const release = (siteFile: string, site: Record<string, string> = { SITE_FILE: siteFile }) =>
  spawnSync(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/release.ts'], {
    // NODE_ENV: vitest sets it to test, which would give the bundle React's development runtime.
    env: { ...withoutEmailSettings, NODE_ENV: 'production', ...site, SITE_OUT_DIR: out, NO_COLOR: '1' },
    encoding: 'utf8',
    timeout: 240_000,
  });

const site = readFileSync(testSite.file, 'utf8');
const sampleLines = site.split('\n').flatMap((l, i) => (l.trim() === 'sample: true' ? [i + 1] : []));

describe('npm run build:release', () => {
  it('is the package script the deploy docs name', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(pkg.scripts['build:release']).toBe('tsx scripts/release.ts');
  });

  it('stops on the shipped site.yaml and lists the line of every example review', () => {
    expect(sampleLines.length, 'the shipped site.yaml has example reviews').toBeGreaterThan(0);
    const r = release(testSite.file);
    expect(r.status, r.stdout + r.stderr).toBe(1);
    // The doorway-page list may come first (the test site shows a town page under 80 words).
    expect(r.stderr).toMatch(
      /^Not published: tests\/fixtures\/pelican\/site\.yaml still has \d+ example reviews that no customer wrote/m,
    );
    const listed = [
      ...r.stderr.matchAll(
        /^ {2}tests\/fixtures\/pelican\/site\.yaml:(\d+) {2}the (?:review by|team member|example words about) (.+), shown on the page (\/\S*)$/gm,
      ),
    ];
    expect(listed.map((m) => Number(m[1]))).toEqual(sampleLines);
    expect(listed.map((m) => m[2])).toEqual(
      expect.arrayContaining(['Karen M.', 'David R.', 'Lisa T.', 'Danielle Broussard']),
    );
    expect(existsSync(join(out, 'index.html')), 'nothing was built').toBe(false);
  }, 60_000);

  it('refuses VITE_EMAILJS_ORIGIN=self, the local stand-in a published site does not have', () => {
    const real = join(tmp, 'no-samples.yaml');
    writeFileSync(real, site.replace(/^ +sample: true\n/gm, '').replace('./schema/', '../../schema/'));
    const r = release(real, { SITE_FILE: real, VITE_EMAILJS_ORIGIN: 'self' });
    expect(r.status, r.stdout + r.stderr).toBe(1);
    expect(r.stderr).toMatch(/^Not published: VITE_EMAILJS_ORIGIN is "self", the local stand-in of npm start/);
    expect(existsSync(join(out, 'index.html')), 'nothing was built').toBe(false);
  }, 60_000);

  it('checks the site SITE_DIR names, not the root one', () => {
    const r = release('', { SITE_DIR: 'examples/landscaping' });
    expect(r.status, r.stdout + r.stderr).toBe(1);
    const example = readFileSync('examples/landscaping/site.yaml', 'utf8').split('\n');
    const listed = [...r.stderr.matchAll(/^ {2}(\S+):(\d+) {2}the review by/gm)];
    expect(listed.length).toBeGreaterThan(0);
    for (const [, file, line] of listed) {
      expect(file).toMatch(/examples\/landscaping\/site\.yaml$/);
      expect(example[Number(line) - 1].trim()).toBe('sample: true');
    }
    expect(existsSync(join(out, 'index.html')), 'nothing was built').toBe(false);
  }, 60_000);

  it('builds the same site once the examples are replaced; without EmailJS settings its form hands over to the email app', () => {
    const real = join(tmp, 'site.yaml');
    // The same reviews, no longer marked as samples: what the owner has once real ones are in.
    writeFileSync(real, site.replace(/^ +sample: true\n/gm, '').replace('./schema/', '../../schema/'));
    const r = release(real);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    expect(home).toContain('Karen M.');
    expect(home).not.toContain('sample-label');

    // Without EmailJS settings the form hands the request to the email app, and says so first.
    expect(r.stdout + r.stderr).toMatch(/emailjs\.publicKey.* still placeholders/);
    const lists = { howDidYouHearAboutUs: ['Referral'], whatAreYouInterestedIn: ['Repairs'] };
    const { messages, button } = loadBlock('contactForm', { options: lists });
    const contact = readFileSync(join(out, 'contact', 'index.html'), 'utf8');
    const notice = contact.indexOf(messages.handOff.replace(/'/g, '&#x27;'));
    expect(notice).toBeGreaterThan(0);
    expect(notice).toBeLessThan(contact.indexOf('name="name"'));
    const buttons = [...contact.matchAll(/<button type="submit"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(buttons).toEqual([button.openEmailApp]);
  }, 240_000);
});
