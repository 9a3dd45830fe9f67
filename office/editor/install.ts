// The editor in the office: for each site a person has a role in, the editor's page at
// BASE/admin/ and its API at BASE/__admin/api/ (BASE is /s/NAME, or nothing when the office has
// one site), served by the same handlers as under npm start (editor/server/routes.ts) with a
// context of the site's own. Sign-in, the role and the site are checked by the router around
// them (office/server.ts); a handler never sees another site. The editor's browser app is
// built for the office (builds.ts) and served from /__office/editor/; the site's preview
// template, stylesheet, script and public/ files from /s/NAME/__admin/site/.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import type { Office } from '../office.ts';
import type { SiteConfig } from '../config.ts';
import type { Ask } from '../http/router.ts';
import { OFFICE_CSP } from '../http/security.ts';
import { record } from '../audit.ts';
import { prepareKnownHosts, repoFolder, siteFolder, sshCommand } from '../sites.ts';
import type { ApiContext, Handler } from '../../editor/server/api.ts';
import { withApiPreloads } from '../../editor/server/editor-page.ts';
import { answer, PUBLISH_BODY_LIMIT, readJson, sendJson } from '../../editor/server/http.ts';
import { SiteFile } from '../../editor/server/site-file.ts';
import { EditorEvents } from '../../editor/server/events.ts';
import { API_PREFIX, type PublishResult } from '../../editor/shared/api-contract.ts';
import { buildEditorClient, buildRenderer, EDITOR_BUILD } from './builds.ts';
import { siteTemplate, type SiteTemplate } from './site-template.ts';
import { officePreview } from './preview.ts';
import { authorshipOf } from './authorship.ts';
import { pauseAt } from './test-pause.ts';

const run = promisify(execFile);

/**
 * The editor's page may show the site's own pages in its preview (an iframe of the page's HTML,
 * which takes the page's policy): their style="" attributes are let in, nothing else.
 */
export const EDITOR_PAGE_CSP = `${OFFICE_CSP}; style-src-attr 'unsafe-inline'`;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The file at `rest` (a path from the router, not yet decoded) inside one of `roots`, if any. */
function fileIn(roots: string[], rest: string): string | undefined {
  let parts: string[];
  try {
    parts = rest.split('/').map((p) => decodeURIComponent(p));
  } catch {
    return undefined;
  }
  if (parts.some((p) => p === '..' || p === '.' || p === '' || p.includes('\\') || p.includes('\0'))) return undefined;
  for (const root of roots) {
    const file = resolve(root, ...parts);
    if (!file.startsWith(resolve(root) + sep)) continue;
    try {
      if (statSync(file).isFile()) return file;
    } catch {
      /* not in this folder */
    }
  }
  return undefined;
}

function sendFile(ask: Ask, file: string, immutable: boolean): void {
  const { res } = ask;
  res.statusCode = 200;
  res.setHeader('Content-Type', TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', immutable ? 'private, max-age=31536000, immutable' : 'private, no-cache');
  res.end(ask.req.method === 'HEAD' ? undefined : readFileSync(file));
}

/** What the office keeps for one site's editor. */
interface SiteEditor {
  ctx: ApiContext;
  site: SiteConfig;
  /** The folder of the site's repository in the office (its clone, or the checkout itself). */
  root: string;
  /** site.yaml's path in the repository. */
  sitePath: string;
  /** The site's preview template, made for the brand colours each preview shows. */
  template: SiteTemplate;
  /** The clone's key or token set in its git config: a push waits for it. */
  configured: Promise<void>;
}

/** The address the site's files are served at for the preview. */
const siteFilesBase = (site: SiteConfig) => `/s/${site.name}/__admin/site/`;

/** A clone pushes with the site's deploy key or token, named in its own git config (the secret stays out of it). */
async function configureClone(site: SiteConfig, root: string): Promise<void> {
  if (site.inPlace || !existsSync(join(root, '.git'))) return;
  const set = (key: string, value: string) => run('git', ['-C', root, 'config', key, value]);
  const ssh = sshCommand(site);
  if (ssh) {
    prepareKnownHosts(site);
    await set('core.sshCommand', ssh);
  }
  if (site.tokenEnv && /^[A-Za-z_][A-Za-z0-9_]*$/.test(site.tokenEnv))
    await set(
      'credential.helper',
      `!f() { test "$1" = get || exit 0; echo username=x-access-token; echo "password=$${site.tokenEnv}"; }; f`,
    );
}

/** The editor's API handlers (handlers.ts), loaded once: after start, or at their first use; asked again after a failure. */
let handlers: Promise<typeof import('./handlers.ts')> | undefined;
const editorHandlers = () =>
  (handlers ??= import('./handlers.ts').catch((error: unknown) => {
    handlers = undefined;
    throw error;
  }));

/** The site of a site route: the router checked the person's role in it before the handler runs. */
function siteOf(ask: Ask): SiteConfig {
  if (!ask.site) throw new Error('An editor route was reached without its site.');
  return ask.site;
}

export function installEditor(office: Office): void {
  const { config, router } = office;
  const editors = new Map<string, SiteEditor>();
  const publishing = new Set<string>();

  // One build at a time (two cores are shared).
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };
  /** A build made once for this office (again after a failure), said in the log. */
  const once = (what: string, make: () => Promise<{ outDir: string; built: boolean }>) => {
    let made: Promise<string> | undefined;
    return () =>
      (made ??= serially(make).then(
        ({ outDir, built }) => {
          if (built) office.log(`Editor: built ${what}.`);
          return outDir;
        },
        (error: unknown) => {
          made = undefined;
          office.log(`Editor: ${what} could not be built: ${(error as Error).message}`);
          throw error;
        },
      ));
  };
  const editorBuild = once('the editor app for the office', buildEditorClient);
  const rendererBuild = once('the page renderer for the preview', buildRenderer);
  // Built at start by npm run office (below); a test office builds only what it is asked for.

  const editorOf = (site: SiteConfig): SiteEditor => {
    const known = editors.get(site.name);
    if (known) return known;
    const root = repoFolder(config, site);
    const dir = siteFolder(config, site);
    const template = siteTemplate({
      siteFile: join(dir, 'site.yaml'),
      outDir: join(config.dataDir, 'build', site.name),
      base: siteFilesBase(site),
      serially,
      log: (message) => office.log(`Site ${site.name}: ${message}`),
    });
    const ctx: ApiContext = {
      host: {
        renderPreview: officePreview(siteFilesBase(site), template.forTheme, rendererBuild),
        logError: (message) => office.log(`Site ${site.name}: ${message}`),
      },
      site: new SiteFile(join(dir, 'site.yaml'), pauseAt('save-rename')),
      events: new EditorEvents(),
      publicDir: join(dir, 'public'),
      cache: {},
    };
    const editor: SiteEditor = {
      ctx,
      site,
      root,
      sitePath: [site.siteDir, 'site.yaml'].filter(Boolean).join('/'),
      template,
      configured: configureClone(site, root).catch((error: unknown) =>
        office.log(`Site ${site.name}: could not set its key in the clone: ${(error as Error).message}`),
      ),
    };
    editors.set(site.name, editor);
    return editor;
  };

  /** Publish and Restore: today's, one per site at a time, the remote merged when it moved, recorded. */
  const publishing_ =
    (ask: Ask, editor: SiteEditor, action: 'publish' | 'restore'): Handler =>
    async (ctx, req, res) => {
      const body = await readJson<'POST publish/restore'>(req, res, PUBLISH_BODY_LIMIT);
      // The version is the signed-in person's: their name and email as its author.
      const by = authorshipOf(ask.person);
      await editor.configured; // the first Publish after start pushes with the key or token too
      const { oneAtATime, publish, restore, sendFromClone } = await editorHandlers();
      const result = await oneAtATime(
        publishing,
        editor.site.name,
      )(async () => {
        const done: PublishResult & { version?: string } =
          action === 'publish' ? await publish(ctx, by) : await restore(ctx, body, by);
        const sent = editor.site.inPlace
          ? done
          : await sendFromClone(ctx, editor.site, editor.root, editor.sitePath, done, by);
        await record(office.db, {
          site: editor.site.name,
          actor: ask.person?.email ?? null,
          action,
          detail: { outcome: sent.outcome, commit: sent.commit ?? null, sent: sent.push?.ok ?? null },
        });
        return sent;
      });
      if (action === 'publish') answer(res, 'POST publish', result);
      else answer(res, 'POST publish/restore', result as PublishResult & { version: string });
    };

  /** Start keeping versions (a folder edited in place that is no repository yet): the first version is the person's too. */
  const startingVersions =
    (ask: Ask, editor: SiteEditor): Handler =>
    async (ctx, req, res) => {
      await readJson<'POST publish/init'>(req, res, PUBLISH_BODY_LIMIT);
      const { oneAtATime, startVersions } = await editorHandlers();
      const result = await oneAtATime(
        publishing,
        editor.site.name,
      )(async () => {
        const done = await startVersions(ctx, authorshipOf(ask.person));
        await record(office.db, {
          site: editor.site.name,
          actor: ask.person?.email ?? null,
          action: 'publish',
          detail: { outcome: done.outcome, commit: done.commit ?? null, first: true },
        });
        return done;
      });
      answer(res, 'POST publish/init', result);
    };

  const api = async (ask: Ask) => {
    const editor = editorOf(siteOf(ask));
    const { apiRoutes, handleApi } = await editorHandlers();
    // The handlers read the route from the address without the site's part.
    ask.req.url = ask.url.pathname.slice(ask.base.length) + ask.url.search;
    const routes = {
      ...apiRoutes,
      'POST publish': publishing_(ask, editor, 'publish'),
      'POST publish/restore': publishing_(ask, editor, 'restore'),
      'POST publish/init': startingVersions(ask, editor),
    };
    await handleApi(editor.ctx, ask.req, ask.res, routes);
  };
  // The editor's API is loaded just after the office is ready (its first request waits for it).
  setTimeout(() => {
    void editorHandlers().catch((error: unknown) =>
      office.log(`Editor: its API could not be loaded: ${(error as Error).message}`),
    );
  }, 100).unref();
  // Looking at the sources' times reads a few thousand files: begun just after the office starts.
  if (process.env.OFFICE_BUILD !== 'off' && !process.env.VITEST)
    setTimeout(() => {
      void editorBuild().catch(() => undefined);
      void rendererBuild().catch(() => undefined);
      for (const site of config.sites)
        void editorOf(site)
          .template.warm()
          .catch(() => undefined);
    }, 500).unref();

  router.site('GET', `${API_PREFIX}*`, 'editor', api);
  router.site('POST', `${API_PREFIX}*`, 'editor', api);

  // The editor's page, at /admin/ and every address under it.
  router.site('GET', '/admin/*', 'editor', async (ask) => {
    const { res } = ask;
    if (!ask.url.pathname.endsWith('/') && ask.params['*'] === '') {
      res.statusCode = 308;
      res.setHeader('Location', `${ask.base}/admin/`);
      return void res.end();
    }
    const editor = editorOf(siteOf(ask));
    void editor.template.warm().catch(() => undefined); // ready by the first preview
    let dir: string;
    try {
      dir = await editorBuild();
    } catch {
      return sendJson(res, 503, {
        error:
          "The editor is not built yet: the office could not build it. Ask your developer to look at the office's log.",
      });
    }
    const page = withApiPreloads(readFileSync(join(dir, 'editor/client/index.html'), 'utf8'), ask.base).replace(
      'href="/favicon.svg"',
      `href="${siteFilesBase(editor.site)}favicon.svg"`,
    );
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Security-Policy', EDITOR_PAGE_CSP);
    res.end(page);
  });

  // The editor's app: hashed files, the same for every site.
  router.add('GET', '/__office/editor/*', 'signed-in', async (ask) => {
    let dir: string;
    try {
      dir = await editorBuild();
    } catch {
      return sendJson(ask.res, 503, { error: 'The editor is not built.' });
    }
    const file = fileIn([join(dir, 'assets')], ask.params['*'].replace(/^assets\//, ''));
    if (!ask.params['*'].startsWith('assets/') || !file) return sendJson(ask.res, 404, { error: 'Not found.' });
    sendFile(ask, file, true);
  });

  // The site's files for the preview: its built stylesheet and script, then its public/ folder.
  router.site('GET', '/__admin/site/*', 'editor', async (ask) => {
    const editor = editorOf(siteOf(ask));
    const rest = ask.params['*'];
    let built: string | undefined;
    if (rest.startsWith('assets/')) built = await editor.template.files().catch(() => undefined);
    const file = fileIn([...(built ? [built] : []), editor.ctx.publicDir], rest);
    if (!file) return sendJson(ask.res, 404, { error: 'Not found.' });
    // A site's file opened as a page of its own (an SVG, an HTML file in public/) is sandboxed:
    // no script, and an origin of its own, so it never reaches the office's session.
    ask.res.setHeader(
      'Content-Security-Policy',
      "sandbox; default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'",
    );
    sendFile(ask, file, Boolean(built && file.startsWith(built + sep) && rest.startsWith('assets/')));
  });
}

export { EDITOR_BUILD };
