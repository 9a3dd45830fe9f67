// What the office serves that Vite makes: the editor's browser app (office/.build/editor/, one
// for every site) and each site's page template for the preview (OFFICE_DATA/build/NAME/, made
// for the site's brand colours: template-theme.ts). Each is built in a child process (Vite stays
// out of the office's memory) when it is missing, older than what it is made from, or made for
// other colours; the office starts serving meanwhile and a request that needs a build waits for it.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { viteBin } from '../../scripts/vite-bin.ts';
import { THEME_ENV, themeKey, type TemplateTheme } from './template-theme.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const VITE = viteBin;
export const EDITOR_BUILD = join(ROOT, 'office/.build/editor');
export const RENDERER_BUILD = join(ROOT, 'office/.build/renderer');
const STAMP = '.built-from';
/** The key of what else a build is made from (a template's theme), when it is made from more than the sources. */
const KEY = '.built-for';

/** The newest change time under these folders and files (node_modules and builds left out). */
function newest(paths: string[]): number {
  let latest = 0;
  const walk = (path: string) => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(path))
        if (!['node_modules', 'dist', '.git', '.build', '.office'].includes(name)) walk(join(path, name));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const p of paths) walk(p);
  return latest;
}

/** The sources of the editor's app, and of a site's template (its theme apart). */
const EDITOR_SOURCES = [
  'editor/client',
  'editor/shared',
  'editor/server/editor-page.ts',
  'office/editor/editor-build.config.ts',
  'office/editor/markdown-on-demand-plugin.ts',
  'index.html',
  'src',
  'schema',
  'package-lock.json',
].map((p) => join(ROOT, p));
const SITE_SOURCES = ['src', 'schema', 'vite', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) =>
  join(ROOT, p),
);

function fresh(outDir: string, sourcesTime: number, marker: string, key: string): boolean {
  try {
    return (
      Number(readFileSync(join(outDir, STAMP), 'utf8')) >= sourcesTime &&
      (!key || readFileSync(join(outDir, KEY), 'utf8') === key) &&
      existsSync(join(outDir, marker))
    );
  } catch {
    return false;
  }
}

function viteBuild(config: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      [VITE, 'build', '--config', config],
      {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'production', ...env },
        maxBuffer: 16 * 1024 * 1024,
        timeout: 300_000,
      },
      (error, _stdout, stderr) => {
        if (error)
          fail(new Error(`vite build (${config}) failed: ${String(stderr).trim().split('\n').slice(-8).join('\n')}`));
        else done();
      },
    );
  });
}

/**
 * Builds into outDir unless a build there is newer than its sources; resolves with the folder.
 * The build is made beside it and moved in whole, so two offices starting at once (tests) never
 * serve a half-written one.
 */
/** Half-made builds of processes that ended (a test office stopped mid-build): removed. */
function removeLeftovers(outDir: string): void {
  const prefix = `${basename(outDir)}.making-`;
  let names: string[];
  try {
    names = readdirSync(dirname(outDir));
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length).split('-')[0]);
    try {
      process.kill(pid, 0);
    } catch {
      rmSync(join(dirname(outDir), name), { recursive: true, force: true });
    }
  }
}

/** The build under way in this process for each folder and key: two offices of one process share it. */
const underWay = new Map<string, Promise<{ outDir: string; built: boolean }>>();

function buildIfStale(
  outDir: string,
  sources: number,
  config: string,
  env: (out: string) => NodeJS.ProcessEnv,
  marker = 'index.html',
  key = '',
): Promise<{ outDir: string; built: boolean }> {
  const id = `${outDir}\n${key}`;
  let build = underWay.get(id);
  if (!build) {
    build = makeIfStale(outDir, sources, config, env, marker, key).finally(() => underWay.delete(id));
    underWay.set(id, build);
  }
  return build;
}

async function makeIfStale(
  outDir: string,
  sources: number,
  config: string,
  env: (out: string) => NodeJS.ProcessEnv,
  marker: string,
  key: string,
) {
  if (fresh(outDir, sources, marker, key)) return { outDir, built: false };
  removeLeftovers(outDir);
  const making = `${outDir}.making-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    await viteBuild(config, env(making));
    // The stamp is the sources' time when the build began: a change made during it builds again.
    writeFileSync(join(making, STAMP), String(sources));
    if (key) writeFileSync(join(making, KEY), key);
    rmSync(outDir, { recursive: true, force: true });
    renameSync(making, outDir);
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
  return { outDir, built: true };
}

/** The editor's app, built for the office (npm run office builds it at start when stale). */
export function buildEditorClient() {
  return buildIfStale(
    EDITOR_BUILD,
    newest(EDITOR_SOURCES),
    join(ROOT, 'office/editor/editor-build.config.ts'),
    (out) => ({
      OFFICE_EDITOR_OUT: out,
    }),
  );
}

export interface SiteBuild {
  /** The site's brand colours: all of the site its template is made from. */
  theme: TemplateTheme;
  /** Where its template and files go. */
  outDir: string;
  /** The address its files are served at, e.g. /s/NAME/__admin/site/. */
  base: string;
}

/**
 * A site's template and its stylesheet and script, for the preview, made for its brand colours:
 * built again when the engine's sources are newer or the colours are others. The build reads
 * nothing of the site's files (site-build.config.ts), so a mistake in one never stops it.
 */
export function buildSiteTemplate(site: SiteBuild) {
  return buildIfStale(
    site.outDir,
    newest(SITE_SOURCES),
    join(ROOT, 'office/editor/site-build.config.ts'),
    (out) => ({
      SITE_OUT_DIR: out,
      OFFICE_SITE_BASE: site.base,
      [THEME_ENV]: JSON.stringify(site.theme),
    }),
    'index.html',
    themeKey(site.theme),
  );
}

/** The site's server renderer as the build makes it, the same for every site (it holds none). */
export function buildRenderer() {
  return buildIfStale(
    RENDERER_BUILD,
    newest(SITE_SOURCES),
    join(ROOT, 'office/editor/renderer-build.config.ts'),
    (out) => ({ OFFICE_RENDERER_OUT: out }),
    'render-page.js',
  );
}
