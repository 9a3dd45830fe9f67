// Restore through the office of a site of many files (issue 39): a version published from a
// laptop changed only files under pages/ (the contact page's heading, a page added to a folder
// taken whole); the person restores the first version from History. The remote and the office's
// clone get one new commit holding the first version's site.yaml and pages/ file for file (the
// page added since taken away), nothing is left over in the clone, and the editor reads it.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestOffice, type TestOffice } from '../support/office-harness.ts';
import { gitIn, type GitSite } from '../support/git-site.ts';
import { commitPagesOnlyVersion, makeGitSiteWithPages } from '../support/git-site-pages.ts';
import { personOf, siteEntry } from './editor-helpers.ts';

let office: TestOffice | undefined;
let site: GitSite | undefined;
afterEach(async () => {
  await office?.stop();
  office = undefined;
  site?.cleanup();
});

const tree = (repo: string, rev: string) => gitIn(repo, 'ls-tree', '-r', rev, '--', 'site.yaml', 'pages');

describe('Restore through the office of a site with pages in files of their own', () => {
  it("brings back the first version's site.yaml and every page file, the page added since taken away", async () => {
    site = makeGitSiteWithPages();
    // A laptop published a version that changed only pages/, before the office started.
    const { v1: first, v2: second } = commitPagesOnlyVersion(site);
    office = await startTestOffice({
      engine: 'pglite',
      sites: [siteEntry('alpha', site)],
      env: { OFFICE_BUILD: 'off' },
    });
    const ann = await personOf(office, { email: 'ann@example.com', name: 'Ann' });
    const clone = join(office.dataDir, 'sites', 'alpha');
    expect(gitIn(site.remote, 'rev-parse', 'main')).toBe(second);
    expect((await ann.history()).map((v) => v.commit)).toEqual([second, first]);

    const restored = await ann.restore(first);
    expect(restored.outcome, restored.text).toBe('published');
    // One new version on top of the second, holding the first one's files, in the remote and the clone.
    expect(gitIn(site.remote, 'rev-parse', 'main^')).toBe(second);
    expect(tree(site.remote, 'main')).toBe(tree(site.remote, first));
    expect(gitIn(site.remote, 'log', '-1', '--format=%an <%ae> %s', 'main')).toMatch(
      /^Ann <ann@example.com> Restored the version of /,
    );
    expect(gitIn(clone, 'rev-parse', 'HEAD')).toBe(gitIn(site.remote, 'rev-parse', 'main'));
    expect(readFileSync(join(clone, 'pages/contact.yaml'), 'utf8')).toContain('heading: Contact\n');
    expect(existsSync(join(clone, 'pages/window-cleaning/storm.yaml'))).toBe(false);
    expect(gitIn(clone, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    // The editor reads it: the contact page as it was, no storm windows page.
    const state = await ann.read();
    expect(state.version).toBe(restored.version);
    const routes = JSON.stringify((state.data as { routes: unknown }).routes);
    expect(routes).toContain('"heading":"Contact"');
    expect(routes).not.toContain('storm-windows');
  });
});
