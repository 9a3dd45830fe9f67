// History and Restore of a site of many files, through the editor's API over HTTP, against real
// git: two versions that differ only in files under pages/ (the contact page's heading changed,
// a page added to a folder taken whole). History lists both; the preview of the old one shows
// its own pages, read from git, whatever the folder holds now; Restore brings back the whole
// version (site.yaml, each page file as it was, the file added since taken away) in one new
// commit, or, when git cannot take it, changes nothing at all.
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chmodSync, existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleApi, type ApiContext } from '../../editor/server/api.ts';
import { apiRoutes } from '../../editor/server/routes.ts';
import { EditorEvents } from '../../editor/server/events.ts';
import { SiteFile } from '../../editor/server/site-file.ts';
import { renderPage } from '../../src/render/render-page.tsx';
import { serverSite } from '../../src/render/server-site.ts';
import { API_PREFIX, type PublishResult, type Version } from '../../editor/shared/api-contract.ts';
import { gitIn, type GitSite } from '../support/git-site.ts';
import { childPage, commitPagesOnlyVersion, makeGitSiteWithPages } from '../support/git-site-pages.ts';

let site: GitSite;
let server: Server;
let base: string;
const logged: string[] = [];

/** The site's files and git's view of them: what a refused restore must leave exactly as it was. */
const folderState = () => ({
  head: gitIn(site.dir, 'rev-parse', 'HEAD'),
  status: gitIn(site.dir, 'status', '--porcelain', '--untracked-files=all'),
  staged: gitIn(site.dir, 'diff', '--cached', '--name-only'),
  files: Object.fromEntries(
    gitIn(site.dir, 'ls-files', '--cached', '--others')
      .split('\n')
      .filter((f) => existsSync(join(site.dir, f)))
      .map((f) => [f, readFileSync(join(site.dir, f), 'utf8')]),
  ),
});
const file = (path: string) => readFileSync(join(site.dir, path), 'utf8');
const write = (path: string, text: string) => writeFileSync(join(site.dir, path), text);

async function call(path: string, init: RequestInit = {}) {
  return fetch(`${base}${API_PREFIX}${path}`, init);
}
const held = async () => ((await (await call('site')).json()) as { version: string }).version;
const versions = async () => ((await (await call('publish/history')).json()) as { versions: Version[] }).versions;
const restore = async (commit: string, replaceUnpublished = false) =>
  call('publish/restore', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ commit, baseVersion: await held(), replaceUnpublished }),
  });
const preview = async (commit: string, path: string) => {
  const res = await call(`publish/preview?commit=${commit}&path=${encodeURIComponent(path)}`);
  expect(res.status).toBe(200);
  return res.text();
};

let v1: string;
let v2: string;
beforeEach(async () => {
  site = makeGitSiteWithPages();
  // The second version changes only files under pages/: the contact page's heading, and a page
  // added to the folder that the window-cleaning page takes whole.
  ({ v1, v2 } = commitPagesOnlyVersion(site));
  const ctx = {
    site: new SiteFile(site.siteFile),
    publicDir: site.publicDir,
    events: new EditorEvents(),
    cache: {},
    host: {
      logError: (m: string) => void logged.push(m),
      renderPreview: async (config, address) => (await renderPage(serverSite(config), address)).html,
    },
  } as ApiContext;
  server = createServer((req, res) => void handleApi(ctx, req, res, apiRoutes));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  site.cleanup();
  expect(logged.splice(0)).toEqual([]);
});

describe('History of a site of many files', () => {
  it("lists a version that changed only pages/, and previews each version with that version's own page files", async () => {
    expect((await versions()).map((v) => v.commit)).toEqual([v2, v1]);
    // The folder moves on again (saved, not published): no preview of a version may show it.
    write('pages/contact.yaml', file('pages/contact.yaml').replace('heading: Write to us', 'heading: FOLDER-HEADING'));
    write('pages/window-cleaning/folder-only.yaml', childPage('folder-only', 'Folder only', 'FOLDER-ONLY-WORDS'));

    const oldContact = await preview(v1, '/contact');
    expect(oldContact).toMatch(/<h1[^>]*>Contact<\/h1>/);
    expect(oldContact).not.toContain('Write to us</h1>');
    expect(oldContact).not.toContain('FOLDER-HEADING');
    expect(await preview(v1, '/window-cleaning/screens')).toContain('SCREENS-WORDS');
    // The page added in the second version, or only in the folder, is no page of the first.
    expect(await preview(v1, '/window-cleaning/storm-windows')).not.toContain('STORM-WORDS');
    expect(await preview(v1, '/window-cleaning/folder-only')).not.toContain('FOLDER-ONLY-WORDS');

    expect(await preview(v2, '/contact')).toMatch(/<h1[^>]*>Write to us<\/h1>/);
    expect(await preview(v2, '/window-cleaning/storm-windows')).toContain('STORM-WORDS');
    expect(await preview(v2, '/window-cleaning/folder-only')).not.toContain('FOLDER-ONLY-WORDS');
  });

  it("refuses, in the preview, a version whose pages/ holds a symlink: it is never followed, not even inside the site's folder", async () => {
    rmSync(join(site.dir, 'pages/contact.yaml'));
    symlinkSync('/etc/hostname', join(site.dir, 'pages/contact.yaml'));
    gitIn(site.dir, 'add', 'pages');
    gitIn(site.dir, 'commit', '--quiet', '-m', 'A symlink');
    const linked = gitIn(site.dir, 'rev-parse', 'HEAD');
    const html = await preview(linked, '/contact');
    expect(html).toContain('pages/contact.yaml is a symlink in this version of the site');
    const refused = await restore(linked);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: string }).error).toContain('pages/contact.yaml');
  });
});

describe('Restore of a site of many files', () => {
  it('brings back the whole version: site.yaml, each page file as it was, the page added since taken away, in one new commit', async () => {
    const res = await restore(v1);
    const result = (await res.json()) as PublishResult;
    expect(res.status, JSON.stringify(result)).toBe(200);
    expect(result.outcome, result.text).toBe('published');
    // The editor is given the version of the whole site's text it now holds.
    expect((result as PublishResult & { version: string }).version).toBe(await held());
    // The new commit holds exactly the first version's site.yaml and pages/, file for file.
    const tree = (rev: string) => gitIn(site.dir, 'ls-tree', '-r', rev, '--', 'site.yaml', 'pages');
    expect(tree('HEAD')).toBe(tree(v1));
    expect(gitIn(site.dir, 'rev-parse', 'HEAD^')).toBe(v2);
    expect(gitIn(site.dir, 'log', '-1', '--format=%B')).toMatch(
      /^Restored the version of .+\n\nIt was: The site as shipped$/,
    );
    expect(gitIn(site.dir, 'show', '--name-status', '--format=', 'HEAD').split('\n').sort()).toEqual([
      'D\tpages/window-cleaning/storm.yaml',
      'M\tpages/contact.yaml',
    ]);
    // The folder holds it too, with nothing left over; the remote has it.
    for (const path of ['site.yaml', 'pages/contact.yaml', 'pages/window-cleaning/screens.yaml'])
      expect(file(path)).toBe(gitIn(site.dir, 'show', `${v1}:${path}`) + '\n');
    expect(existsSync(join(site.dir, 'pages/window-cleaning/storm.yaml'))).toBe(false);
    expect(gitIn(site.dir, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    expect(gitIn(site.remote, 'rev-parse', 'main')).toBe(gitIn(site.dir, 'rev-parse', 'HEAD'));
    // History lists it on top, every other version kept.
    expect((await versions()).map((v) => v.commit)).toEqual([gitIn(site.dir, 'rev-parse', 'HEAD'), v2, v1]);
  });

  it('asks before replacing a page file with saved changes never published, or taking away a new one, naming them', async () => {
    write('pages/contact.yaml', file('pages/contact.yaml').replace('heading: Write to us', 'heading: Unpublished'));
    write('pages/window-cleaning/draft.yaml', childPage('draft', 'Draft', 'DRAFT-WORDS'));
    write('pages/notes.txt', 'not a page: left alone\n');
    const before = folderState();
    const refused = await restore(v1);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: string; unpublished?: boolean };
    expect(body.unpublished).toBe(true);
    expect(body.error).toMatch(/^pages\/contact\.yaml, pages\/window-cleaning\/draft\.yaml have saved changes/);
    expect(folderState()).toEqual(before);

    const res = await restore(v1, true);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(file('pages/contact.yaml')).toContain('heading: Contact\n');
    expect(existsSync(join(site.dir, 'pages/window-cleaning/draft.yaml'))).toBe(false);
    expect(file('pages/notes.txt')).toBe('not a page: left alone\n');
  });

  it('refuses a version whose pages/ holds a path with .. (a crafted commit), writing nothing anywhere', async () => {
    const git = (input: string, ...args: string[]) =>
      execFileSync('git', args, { cwd: site.dir, input, encoding: 'utf8' }).trim();
    // pages/../escape.yaml, as git lets a hand-made tree hold it: it would land beside site.yaml.
    const blob = git('OUTSIDE-THE-PAGES-FOLDER\n', 'hash-object', '-w', '--stdin');
    const up = git(`100644 blob ${blob}\tescape.yaml\n`, 'mktree');
    const pages = git(`${gitIn(site.dir, 'ls-tree', 'HEAD:pages')}\n040000 tree ${up}\t..\n`, 'mktree');
    const root = gitIn(site.dir, 'ls-tree', 'HEAD').replace(/^040000 tree \w+\tpages$/m, `040000 tree ${pages}\tpages`);
    const crafted = git('', 'commit-tree', git(`${root}\n`, 'mktree'), '-p', 'HEAD', '-m', 'A crafted path');
    expect(gitIn(site.dir, 'ls-tree', '-r', '--name-only', crafted, 'pages')).toContain('pages/../escape.yaml');
    const before = folderState();
    const res = await restore(crafted, true);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toContain('pages/../escape.yaml');
    expect(folderState()).toEqual(before);
    expect(existsSync(join(site.dir, 'escape.yaml'))).toBe(false);
    // Its preview shows its pages, the crafted path never read.
    expect(await preview(crafted, '/contact')).toMatch(/<h1[^>]*>Write to us<\/h1>/);
  });

  it.each(['index.lock', 'HEAD.lock', 'refs/heads/main.lock'])(
    'under a held git lock (.git/%s) is refused naming it, and changes nothing: not site.yaml, not pages/',
    async (lock) => {
      writeFileSync(join(site.dir, '.git', lock), '');
      const before = folderState();
      const res = await restore(v1);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: string }).error).toContain(`the lock file .git/${lock} exists`);
      expect(folderState()).toEqual(before);
    },
  );

  it('refuses, writing nothing, when a save of a page file lands while the version is being read from git', async () => {
    // The save is made through the API from inside the restore: a git that, at the restore's
    // first git log (after its check of the site's version, before it writes), posts it first.
    const state = (await (await call('site')).json()) as { version: string; data: { routes: { path?: string }[] } };
    const contact = state.data.routes.find((r) => r.path === 'contact') as { heading: string };
    contact.heading = 'Saved meanwhile';
    writeFileSync(join(site.dir, '.git/save.json'), JSON.stringify({ baseVersion: state.version, data: state.data }));
    writeFileSync(join(site.dir, '.git/save-once'), '');
    const shim = join(site.dir, '.git/git-shim');
    writeFileSync(
      shim,
      `#!/bin/sh
for a in "$@"; do
  if [ "$a" = log ] && [ -e '${site.dir}/.git/save-once' ]; then
    rm -f '${site.dir}/.git/save-once'
    curl -s -o '${site.dir}/.git/saved.json' -w '%{http_code}' -X POST -H 'Content-Type: application/json' \
      --data-binary @'${site.dir}/.git/save.json' '${base}${API_PREFIX}save' > '${site.dir}/.git/saved.status'
  fi
done
exec git "$@"
`,
    );
    chmodSync(shim, 0o755);
    vi.stubEnv('SITE_EDITOR_GIT', shim);
    try {
      const res = await restore(v1);
      expect(file('.git/saved.status')).toBe('200');
      expect(res.status, await res.clone().text()).toBe(409);
      expect(((await res.json()) as { error: string }).error).toMatch(
        /were changed while the version was being restored, so nothing was restored/,
      );
    } finally {
      vi.unstubAllEnvs();
    }
    // The save stands; nothing of the old version was written or committed.
    expect(file('pages/contact.yaml')).toContain('heading: Saved meanwhile\n');
    expect(file('pages/window-cleaning/storm.yaml')).toContain('STORM-WORDS');
    expect(gitIn(site.dir, 'rev-parse', 'HEAD')).toBe(v2);
    expect(gitIn(site.dir, 'status', '--porcelain', '--untracked-files=all')).toBe('M pages/contact.yaml');
  });

  it('when the lock appears only as the version is written, puts every page file back as it was', async () => {
    // site.yaml differs too, so the restore writes it last: the lock is taken right then.
    write('site.yaml', file('site.yaml').replace('phone: (555) 555-0142', 'phone: (555) 555-0199'));
    gitIn(site.dir, 'commit', '--quiet', '-am', 'New phone');
    const before = folderState();
    const racing = new SiteFile(site.siteFile, () => writeFileSync(join(site.dir, '.git/HEAD.lock'), ''));
    const ctx = {
      site: racing,
      publicDir: site.publicDir,
      events: new EditorEvents(),
      cache: {},
      host: { logError: (m: string) => void logged.push(m), renderPreview: () => Promise.reject(new Error('none')) },
    } as ApiContext;
    await new Promise<void>((done) => server.close(() => done()));
    server = createServer((req, res) => void handleApi(ctx, req, res, apiRoutes));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const res = await restore(v1);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toContain('the lock file .git/HEAD.lock exists');
    rmSync(join(site.dir, '.git/HEAD.lock'));
    expect(folderState()).toEqual(before);
    expect(file('pages/window-cleaning/storm.yaml')).toContain('STORM-WORDS');
  });
});
