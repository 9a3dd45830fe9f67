// The one file the editor writes: read with its version (sha256 of the bytes), written through
// a temporary file in the same folder and a rename, so a crash never leaves half a file.
// The editor's own writes are remembered, so a change on disk can be told apart from them.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export const versionOf = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

export interface SiteSnapshot {
  text: string;
  version: string;
}

export class SiteFile {
  /** Versions this editor wrote, newest last (a few, for writes that follow fast). */
  private readonly own: string[] = [];

  constructor(readonly path: string) {}

  read(): SiteSnapshot {
    const bytes = readFileSync(this.path);
    return { text: bytes.toString('utf8'), version: versionOf(bytes) };
  }

  /** Write the text atomically; returns its version. */
  write(text: string): string {
    const version = versionOf(text);
    const temp = join(dirname(this.path), `.${basename(this.path)}.${process.pid}.${Date.now()}.tmp`);
    try {
      writeFileSync(temp, text, { flag: 'wx' });
      renameSync(temp, this.path);
    } catch (error) {
      rmSync(temp, { force: true });
      throw error;
    }
    this.own.push(version);
    if (this.own.length > 8) this.own.shift();
    return version;
  }

  /** Whether this version of the file was written by the editor. */
  isOwn(version: string): boolean {
    return this.own.includes(version);
  }
}
