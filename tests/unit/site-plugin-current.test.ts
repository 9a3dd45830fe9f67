// The site plugin hands out the site as the file is now: a save shows on the next page
// request, without waiting for the dev server's file watcher (whose settle delay once made
// the editor's new page a 404 when it was opened right after saving).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sitePlugin, sitePluginApi } from '../../vite/site-plugin.ts';

const dir = mkdtempSync(join(tmpdir(), 'site-plugin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the site plugin', () => {
  it('reads site.yaml again when it changed, and only then', () => {
    const file = join(dir, 'site.yaml');
    const original = readFileSync('tests/fixtures/valid/site.yaml', 'utf8');
    writeFileSync(file, original);
    const api = sitePluginApi([sitePlugin({ file })]);
    const first = api.result();
    expect(first.config?.business.phone).toBeTruthy();
    expect(api.result()).toBe(first);

    const phone = first.config?.business.phone ?? '';
    writeFileSync(file, original.replace(phone, '(985) 555-0199'));
    // Same size as before: a later modification time is what marks the change (coarse clocks
    // could give two quick writes the same one).
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const second = api.result();
    expect(second).not.toBe(first);
    expect(second.config?.business.phone).toBe('(985) 555-0199');
    expect(api.site().data.business.phone).toBe('(985) 555-0199');
  });

  it('reads the site again when a file under pages/ that it includes changed', () => {
    const site = join(dir, 'split');
    mkdirSync(join(site, 'pages'), { recursive: true });
    const file = join(site, 'site.yaml');
    writeFileSync(file, `${readFileSync('tests/fixtures/valid/site.yaml', 'utf8')}  - page: pages/extra.yaml\n`);
    const page = join(site, 'pages/extra.yaml');
    writeFileSync(page, 'path: extra\nheading: Extra\nblocks: []\n');
    const api = sitePluginApi([sitePlugin({ file })]);
    const first = api.result();
    expect(first.config?.routes.at(-1)?.heading).toBe('Extra');
    expect(api.result()).toBe(first);
    writeFileSync(page, 'path: extra\nheading: Later\nblocks: []\n');
    utimesSync(page, new Date(), new Date(Date.now() + 5000));
    expect(api.result().config?.routes.at(-1)?.heading).toBe('Later');
  });
});
