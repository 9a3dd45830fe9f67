// What one check run learns of the files under public/, kept for that run only (each run has its
// own CheckContext): a site of 10,000 pages names the same picture thousands of times, and each
// name was looked up on disk again (and public/ read whole for each one's fix). The next run, after
// an edit or an upload, looks again.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CheckContext } from './check-context.ts';

interface RunFiles {
  isFile: Map<string, boolean>;
  listing?: string[];
}

const runs = new WeakMap<CheckContext, RunFiles>();

function of(ctx: CheckContext): RunFiles {
  let r = runs.get(ctx);
  if (!r) runs.set(ctx, (r = { isFile: new Map() }));
  return r;
}

/** Whether `file` exists and is a file (not a folder), asked once per run. */
export function isFileNow(ctx: CheckContext, file: string): boolean {
  const known = of(ctx).isFile;
  let is = known.get(file);
  if (is === undefined) {
    is = existsSync(file) && statSync(file).isFile();
    known.set(file, is);
  }
  return is;
}

/** Every file under public/, as a path from the site root (/images/photo.jpg), read once per run. */
export function publicFiles(ctx: CheckContext): readonly string[] {
  const r = of(ctx);
  return (r.listing ??= listFiles(ctx.publicDir));
}

function listFiles(dir: string, base = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(resolve(dir, e.name), `${base}/${e.name}`) : [`${base}/${e.name}`],
  );
}
