// A folder of files made from their inputs and named by them (a hash of what each depends
// on): a file made once is read back, never made again, so a second build makes nothing.
// The social cards (vite/social-card.ts) and the picture pipeline (vite/pictures/) keep their
// results here. Files are written whole or not at all.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

let written = 0;
/** Writes a whole file or nothing: a reader never sees half a file, nor two writers' bytes mixed. */
export function writeAtomically(file: string, data: Uint8Array): void {
  const tmp = `${file}.${process.pid}.${++written}.tmp`;
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true }); // a full disk leaves no half file behind either
    throw error;
  }
}

export interface FileCacheOptions {
  /** Added to each name to make its file name (`.png`). */
  extension?: string;
  /** Whether a name counts in `made` and `reused` (a picture's size record does not). */
  counted?: (name: string) => boolean;
}

export class FileCache {
  /** Files made, and read back instead of made. */
  made = 0;
  reused = 0;
  constructor(
    readonly dir: string,
    private readonly options: FileCacheOptions = {},
  ) {
    mkdirSync(dir, { recursive: true });
  }

  /** The file of `name` in the cache (it may not exist yet). */
  file(name: string): string {
    return join(this.dir, name + (this.options.extension ?? ''));
  }

  has(name: string): boolean {
    return existsSync(this.file(name));
  }

  /** The cached bytes of `name`, made by `make` (and kept) when missing. */
  async get(name: string, make: () => Promise<Buffer> | Buffer): Promise<Buffer> {
    const file = this.file(name);
    const counted = this.options.counted?.(name) ?? true;
    if (existsSync(file)) {
      if (counted) this.reused++;
      return readFileSync(file);
    }
    const bytes = await make();
    this.put(name, bytes, counted);
    return bytes;
  }

  /** Keeps `bytes` as `name`. */
  put(name: string, bytes: Uint8Array, counted = this.options.counted?.(name) ?? true): void {
    writeAtomically(this.file(name), bytes);
    if (counted) this.made++;
  }
}
