// The parsed data of the site's files under pages/, kept by their bytes, so that a site whose
// files have not changed is not parsed again (a 10,000-page site's parse is most of its
// validation). Kept in memory (the dev server, the editor and the office check one site again and
// again) and on disk, so that a fresh `npm run validate` finds them too: one file per entry in
// node_modules/.cache/site-engine/parse/ of this checkout (SITE_PARSE_CACHE_DIR to move it;
// SITE_PARSE_CACHE=off for neither, =memory for memory only).
//
// Only a file that parsed with no problem at all is kept (src/validate/page-parse.ts), and an
// entry is named by a hash of the file's bytes and of the parse step's version (PARSE_VERSION,
// the yaml package's version and the serializer's): a changed file, or another parser, never
// finds an old entry. An entry read back is used only when it is whole: its header names the
// entry asked for and a sha256 of its data matches; anything else (truncated, corrupt, foreign,
// unreadable) counts as no entry, and the file is parsed.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { repoRoot } from './site-location.ts';
import type { Outline } from './lazy-tree.ts';

/**
 * Bump when the parse of a page file changes what it gives or what it finds wrong (yaml-source.ts,
 * yaml-limits.ts, yaml-mistakes.ts, utf8.ts, the reading in includes.ts): entries made by the
 * code before are then never used. tests/unit/parse-cache-version.test.ts fails until it is.
 */
export const PARSE_VERSION = 1;

/** What is kept of a file: its data (as parseYaml gives it), its tree's outline and its line starts. */
export interface ParsedEntry {
  data: object;
  outline: Outline;
  lineStarts: ArrayLike<number>;
}

/** An entry as written: the data as JSON (read back faster than any other way, and kept only when it reads back the same). */
interface Stored {
  json: string;
  nodes: Int32Array;
  keys: unknown[];
  lines: Int32Array;
}

/** The data as JSON, when JSON gives it back as it is (no infinite, NaN or -0 number). */
function asJson(data: object): string | undefined {
  let same = true;
  const json = JSON.stringify(data, (_, v: unknown) => {
    if (typeof v === 'number' && (!Number.isFinite(v) || Object.is(v, -0))) same = false;
    return v;
  });
  return same ? json : undefined;
}

const MAGIC = Buffer.from('site-parse-cache\n');
const HASH_BYTES = 32;
/** Entries kept in memory, all together, at most (the least recently used go first). */
const MEMORY_BYTES = 256 * 1024 * 1024;
/** The disk cache's default bound; SITE_PARSE_CACHE_MAX_MB to change it. */
const DISK_MB = 512;
/** A temporary file older than this is a writer's leftover (killed between write and rename). */
const STALE_TMP_MS = 60 * 60 * 1000;
/** An entry read back has its time set to now at most once in this long (the eviction's order). */
const TOUCH_MS = 24 * 60 * 60 * 1000;

function yamlVersion(): string {
  try {
    return String((createRequire(import.meta.url)('yaml/package.json') as { version?: unknown }).version);
  } catch {
    return 'unknown';
  }
}

/** What else than the bytes an entry depends on. */
const ENGINE = `parse ${PARSE_VERSION}; yaml ${yamlVersion()}; v8 ${process.versions.v8}\n`;

type Env = Readonly<Record<string, string | undefined>>;

interface Settings {
  memory: boolean;
  dir: string | undefined;
  maxBytes: number;
}

export function cacheSettings(env: Env = process.env): Settings | undefined {
  const mode = (env.SITE_PARSE_CACHE ?? '').trim().toLowerCase();
  if (mode === 'off' || mode === '0' || mode === 'false' || mode === 'no') return undefined;
  const mb = Number(env.SITE_PARSE_CACHE_MAX_MB);
  return {
    memory: true,
    dir:
      mode === 'memory'
        ? undefined
        : env.SITE_PARSE_CACHE_DIR || join(repoRoot, 'node_modules', '.cache', 'site-engine', 'parse'),
    maxBytes: (Number.isFinite(mb) && mb > 0 ? mb : DISK_MB) * 1024 * 1024,
  };
}

/** The entry's name: a hash of the engine's version and the file's bytes. */
export function entryKey(bytes: Uint8Array): string {
  return createHash('sha256').update(ENGINE).update(bytes).digest('hex');
}

const memory = new Map<string, Buffer>();
let memoryBytes = 0;

/** Forgets the entries kept in memory (tests and the bench: a validation as in a fresh process). */
export function forgetParsesInMemory(): void {
  memory.clear();
  memoryBytes = 0;
}

function remember(key: string, payload: Buffer): void {
  if (memory.has(key)) return;
  memory.set(key, payload);
  memoryBytes += payload.length;
  for (const [k, v] of memory) {
    if (memoryBytes <= MEMORY_BYTES) break;
    memory.delete(k);
    memoryBytes -= v.length;
  }
}

const entryFile = (dir: string, key: string) => join(dir, key.slice(0, 2), key);

/** The entry's data from its file, or undefined unless the file is whole and is this entry's. */
function fromFile(file: string, key: string): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  const keyAt = MAGIC.length;
  const hashAt = keyAt + key.length + 1;
  const payloadAt = hashAt + HASH_BYTES;
  if (bytes.length <= payloadAt) return undefined;
  if (!bytes.subarray(0, keyAt).equals(MAGIC)) return undefined;
  if (bytes.toString('latin1', keyAt, hashAt) !== `${key}\n`) return undefined;
  const payload = bytes.subarray(payloadAt);
  const sum = createHash('sha256').update(payload).digest();
  return sum.equals(bytes.subarray(hashAt, payloadAt)) ? payload : undefined;
}

/** The data in `payload`, a fresh copy each time (the checks after the parse change the data). */
function entryOf(payload: Buffer): ParsedEntry | undefined {
  try {
    const value = deserialize(payload) as Partial<Stored> | null;
    if (!value || typeof value.json !== 'string' || !Array.isArray(value.keys)) return undefined;
    if (!(value.nodes instanceof Int32Array) || !(value.lines instanceof Int32Array)) return undefined;
    const data = JSON.parse(value.json) as unknown;
    if (typeof data !== 'object' || data === null) return undefined;
    return { data, outline: { nodes: value.nodes, keys: value.keys }, lineStarts: value.lines };
  } catch {
    return undefined;
  }
}

/** The kept parse of the file whose entry is `key`, or undefined (then the file is parsed). */
export function keptParse(key: string, settings = cacheSettings()): ParsedEntry | undefined {
  if (!settings) return undefined;
  const inMemory = memory.get(key);
  if (inMemory) {
    // The most recently used last: the first to go are the least recently used.
    memory.delete(key);
    memory.set(key, inMemory);
    const entry = entryOf(inMemory);
    if (entry) return entry;
    memory.delete(key);
    memoryBytes -= inMemory.length;
  }
  if (!settings.dir) return undefined;
  const file = entryFile(settings.dir, key);
  const payload = fromFile(file, key);
  const entry = payload && entryOf(payload);
  if (!payload || !entry) return undefined;
  remember(key, payload);
  touch(file);
  return entry;
}

function touch(file: string): void {
  try {
    const now = Date.now();
    if (now - statSync(file).mtimeMs > TOUCH_MS) utimesSync(file, now / 1000, now / 1000);
  } catch {
    // An entry removed meanwhile is simply not there next time.
  }
}

/** Bytes written by this process since its last look at the disk cache's size. */
let writtenSinceSweep = 0;
let swept = false;

/** Keeps the parse of the file whose entry is `key`. Never fails: a cache that cannot be written is no cache. */
export function keepParse(key: string, entry: ParsedEntry, settings = cacheSettings()): void {
  if (!settings) return;
  let payload: Buffer;
  try {
    const json = asJson(entry.data);
    if (json === undefined) return;
    const stored: Stored = {
      json,
      nodes: entry.outline.nodes,
      keys: entry.outline.keys,
      lines: Int32Array.from(entry.lineStarts),
    };
    payload = serialize(stored);
  } catch {
    return;
  }
  remember(key, payload);
  if (!settings.dir) return;
  const file = entryFile(settings.dir, key);
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    const sum = createHash('sha256').update(payload).digest();
    writeFileSync(tmp, Buffer.concat([MAGIC, Buffer.from(`${key}\n`, 'latin1'), sum, payload]));
    renameSync(tmp, file);
  } catch {
    rmSync(tmp, { force: true });
    return;
  }
  writtenSinceSweep += payload.length;
  // The first write of a process, and then each quarter of the bound written, looks at the size.
  if (!swept || writtenSinceSweep > settings.maxBytes / 4) {
    swept = true;
    writtenSinceSweep = 0;
    sweep(settings.dir, settings.maxBytes);
  }
}

/** Removes the oldest entries until the cache holds at most three quarters of `maxBytes`, when it holds more. */
export function sweep(dir: string, maxBytes: number): void {
  const files: { path: string; size: number; time: number }[] = [];
  let total = 0;
  const now = Date.now();
  let folders: string[];
  try {
    folders = readdirSync(dir);
  } catch {
    return;
  }
  for (const folder of folders) {
    let names: string[];
    try {
      names = readdirSync(join(dir, folder));
    } catch {
      continue;
    }
    for (const name of names) {
      const path = join(dir, folder, name);
      try {
        const s = statSync(path);
        if (name.endsWith('.tmp')) {
          if (now - s.mtimeMs > STALE_TMP_MS) rmSync(path, { force: true });
          continue;
        }
        files.push({ path, size: s.size, time: s.mtimeMs });
        total += s.size;
      } catch {
        // Removed by another process meanwhile.
      }
    }
  }
  if (total <= maxBytes) return;
  files.sort((a, b) => a.time - b.time);
  for (const f of files) {
    if (total <= maxBytes * 0.75) break;
    rmSync(f.path, { force: true });
    total -= f.size;
  }
}
