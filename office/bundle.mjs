// The office as JavaScript: office/main.ts and what it imports from this repository, bundled by
// esbuild into office/.build/server/ID/ (packages stay in node_modules and are imported from
// there; the parts the office loads later stay in chunks of their own, loaded as late). Started
// from a bundle the office compiles no TypeScript at each start: under tsx it took about 1 s more
// to be ready and 80 MiB more memory at rest. A bundle is made again when a file it was made from
// (or this file, or tsconfig.json) is newer than it. Each is made in a folder of its own and named
// in current.json once whole: an office that is running keeps loading its own chunks.
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');
export const BUNDLE_DIR = join(ROOT, 'office/.build/server');
const ENTRY = join(ROOT, 'office/main.ts');
/** Read beside the sources, not from the bundle: what each makes it be remade. */
const ALWAYS = ['office/bundle.mjs', 'tsconfig.json'];
/**
 * A bundle that is not the current one is removed this long after it was made or stopped being
 * current, whichever is later (an office started from it has long loaded its chunks by then).
 */
const KEEP_MS = 60 * 60 * 1000;

/**
 * The bundle's main.js when a whole bundle is there and no file it was made from changed since;
 * undefined otherwise.
 */
export function freshBundle(dir = BUNDLE_DIR) {
  let current;
  try {
    current = JSON.parse(readFileSync(join(dir, 'current.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const main = join(dir, String(current.id), 'main.js');
  if (!existsSync(main) || !Array.isArray(current.inputs)) return undefined;
  for (const input of [...current.inputs, ...ALWAYS]) {
    try {
      if (statSync(join(ROOT, input)).mtimeMs > current.madeAt) return undefined;
    } catch {
      return undefined; // a file it was made from is gone
    }
  }
  return main;
}

/**
 * `import.meta.dirname`, `.filename` and `.url` of a source file, which the bundle's own would
 * replace: written as the source's, found from where the bundle is, so a moved checkout still works.
 */
function keepOwnPlace(outDir) {
  return {
    name: 'office-own-place',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        let text = readFileSync(args.path, 'utf8');
        if (/import\.meta\.(dirname|filename|url)\b/.test(text)) {
          const fromBundle = relative(outDir, args.path);
          text =
            `import { fileURLToPath as __ownPath } from 'node:url';\n` +
            `import { dirname as __ownDir } from 'node:path';\n` +
            `const __ownUrl = new URL(${JSON.stringify(fromBundle)}, import.meta.url).href;\n` +
            text
              .replace(/import\.meta\.dirname\b/g, '__ownDir(__ownPath(__ownUrl))')
              .replace(/import\.meta\.filename\b/g, '__ownPath(__ownUrl)')
              .replace(/import\.meta\.url\b/g, '__ownUrl');
        }
        return { contents: text, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** The id current.json names, if any. */
function currentId(dir) {
  try {
    return String(JSON.parse(readFileSync(join(dir, 'current.json'), 'utf8')).id);
  } catch {
    return undefined;
  }
}

/** Makes a bundle and names it current; resolves with its main.js. */
export async function makeBundle(dir = BUNDLE_DIR) {
  const { build } = await import('esbuild');
  const madeAt = Date.now(); // a source changed while it is made makes it stale at once
  // Unique to this bundle even when two offices of one checkout share a process id (two containers).
  const id = `${madeAt.toString(36)}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const outDir = join(dir, id);
  mkdirSync(outDir, { recursive: true });
  try {
    const result = await build({
      absWorkingDir: ROOT,
      entryPoints: [ENTRY],
      outdir: outDir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      sourcemap: 'linked',
      metafile: true,
      logLevel: 'silent',
      plugins: [keepOwnPlace(outDir)],
    });
    const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules/'));
    const written = join(dir, `current.json.${id}`);
    writeFileSync(written, JSON.stringify({ id, madeAt, inputs }));
    const before = currentId(dir);
    renameSync(written, join(dir, 'current.json'));
    // The bundle it replaces is dated now: an office that just started from it (current until
    // now, however long ago it was made) still loads its chunks for a while.
    if (before !== undefined && before !== id) {
      const now = new Date();
      try {
        utimesSync(join(dir, before), now, now);
      } catch {
        /* gone already */
      }
    }
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  removeOld(dir, id);
  return join(outDir, 'main.js');
}

/** Bundles made before this one, once they are old enough that no office is still loading from them. */
function removeOld(dir, keep) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    // current.json.ID: a name written by an office killed before it renamed it, once as old.
    if (name === keep || name === 'current.json') continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > KEEP_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      /* removed meanwhile by another office */
    }
  }
}

/** The office's main.js to import: the fresh bundle, made now when there is none. */
export async function officeBundle(dir = BUNDLE_DIR) {
  const fresh = freshBundle(dir);
  if (fresh) return pathToFileURL(fresh).href;
  const started = performance.now();
  const made = await makeBundle(dir);
  console.log(`The office's bundle was made from its sources (${Math.round(performance.now() - started)} ms).`);
  return pathToFileURL(made).href;
}
