// The office's preview template (office/editor/builds.ts: the site's index.html, stylesheet and
// page script, built by Vite) and the files under pages/. The template holds nothing of the
// pages: every page, its menu and its lists of towns are rendered per preview in the office's
// process from the site as checked (office/editor/preview.ts). Only site.yaml's business.theme
// (the brand colours of the stylesheet) goes into it, and pages/ files hold pages only
// (src/validate/includes.ts), so a change to an included file needs no rebuild, and gets none.
// Real Vite builds of a real site of many files; the theme's change shows the comparison can
// see a difference.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSiteTemplate } from '../../office/editor/builds.ts';
import { childPage, makeGitSiteWithPages } from '../support/git-site-pages.ts';
import type { GitSite } from '../support/git-site.ts';

const made: GitSite[] = [];
const out = mkdtempSync(join(tmpdir(), 'preview-template-'));
afterEach(() => {
  for (const site of made.splice(0)) site.cleanup();
});

/** Every file of a build but its stamp, by name, with its bytes. */
function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && entry.name !== '.built-from') {
      const path = join(entry.parentPath, entry.name);
      files[path.slice(dir.length)] = readFileSync(path, 'latin1');
    }
  return files;
}

const build = (site: GitSite, name: string) =>
  buildSiteTemplate({ siteDir: site.dir, outDir: join(out, name), base: '/s/alpha/__admin/site/' });

describe("the office's preview template and the site's page files", () => {
  it('is the same whatever the included files hold, is not rebuilt when one changes, and follows the theme', async () => {
    const site = makeGitSiteWithPages();
    made.push(site);
    expect((await build(site, 'first')).built).toBe(true);
    const first = filesOf(join(out, 'first'));
    expect(Object.keys(first)).toContain('/index.html');

    // An included page changed, and a page added to a folder taken whole: a new menu entry's worth.
    const contact = join(site.dir, 'pages/contact.yaml');
    writeFileSync(contact, readFileSync(contact, 'utf8').replace('heading: Contact', 'heading: Write to us'));
    writeFileSync(join(site.dir, 'pages/window-cleaning/storm.yaml'), childPage('storm-windows', 'Storm', 'STORM'));
    expect((await build(site, 'first')).built).toBe(false);
    // Built afresh from the changed files: the same template, byte for byte.
    expect((await build(site, 'pages-changed')).built).toBe(true);
    expect(filesOf(join(out, 'pages-changed'))).toEqual(first);

    // site.yaml's brand colour does go into it: a fresh build from it differs.
    writeFileSync(
      site.siteFile,
      readFileSync(site.siteFile, 'utf8').replace('primary: "#245d90"', 'primary: "#902445"'),
    );
    expect((await build(site, 'first')).built).toBe(true);
    expect(filesOf(join(out, 'first'))).not.toEqual(first);
    rmSync(out, { recursive: true, force: true });
  }, 300_000);
});
