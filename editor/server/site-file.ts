// The one file the editor writes: read with its version (sha256 of the bytes), written through
// a temporary file in the same folder and a rename, so a crash never leaves half a file.
// A write names the version it was made from; the file is read again right before the rename
// and the write is refused if anything else changed it meanwhile (another program is another
// process, so only a fresh look at the bytes can tell). A symlinked site.yaml stays a link:
// its target is written. The file keeps its permissions (600 stays 600).
// The version on disk the editor last wrote or was told of is remembered, so a change on disk
// can be told apart from its own writes, including a change back to an older version.
import { createHash } from 'node:crypto';
import { chmodSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export const versionOf = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

export interface SiteSnapshot {
  text: string;
  version: string;
}

/** The file on disk is no longer the version the write was made from; nothing was written. */
export class FileChanged extends Error {
  constructor(readonly version: string) {
    super('site.yaml was changed on disk while the save was being checked.');
  }
}

export class SiteFile {
  /** The version the editor believes is on disk: the one it last wrote or was told of. */
  private known: string | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly path: string) {}

  read(): SiteSnapshot {
    const bytes = readFileSync(this.path);
    return { text: bytes.toString('utf8'), version: versionOf(bytes) };
  }

  /** Runs `task` when no other task of this file runs: one save at a time. */
  exclusive<T>(task: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Write the text atomically; returns its version. With `expected`, the write happens only if
   * the file still has that version right before the rename (else FileChanged, nothing written).
   */
  write(text: string, expected?: string): string {
    const version = versionOf(text);
    const target = realpathSync(this.path);
    const mode = statSync(target).mode & 0o7777;
    const temp = join(dirname(target), `.${basename(target)}.${process.pid}.${Date.now()}.tmp`);
    try {
      writeFileSync(temp, text, { flag: 'wx', mode });
      chmodSync(temp, mode); // the umask may have taken bits away
      if (expected !== undefined) {
        const now = versionOf(readFileSync(target));
        if (now !== expected) throw new FileChanged(now);
      }
      renameSync(temp, target);
    } catch (error) {
      rmSync(temp, { force: true });
      throw error;
    }
    this.known = version;
    return version;
  }

  /**
   * Whether `version`, now on disk, is news to the editor: neither what it last wrote nor a
   * change it was already told of. From then on it is the known version, so an outside edit
   * that puts back an earlier version (an undo, a git checkout) is news too.
   */
  takeNews(version: string): boolean {
    if (version === this.known) return false;
    this.known = version;
    return true;
  }
}
