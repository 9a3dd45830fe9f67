// The one file the editor writes: read with its version (sha256 of the bytes), written through
// a temporary file in the same folder and a rename, so a crash never leaves half a file.
// A write names the version it was made from; the write is refused if anything else changed
// the file meanwhile (another program is another process, so only a look at the bytes can
// tell). The look before the rename leaves a moment in which an outside write would be lost, so
// the file being replaced is kept aside (a second name for it, a hard link) and looked at again
// after the rename: if it was changed meanwhile, it goes back in place and the write is refused.
// A symlinked site.yaml stays a link: its target is written. The file keeps its permissions.
// The version on disk the editor last wrote or was told of is remembered, so a change on disk
// can be told apart from its own writes, including a change back to an older version.
import { createHash } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { chmodSync, linkSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

  /**
   * `beforeReplace` runs right before the rename of a write that names its version: tests make
   * outside writes land there, in the moment between the last look and the rename.
   */
  constructor(
    readonly path: string,
    private readonly beforeReplace?: () => void,
  ) {}

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
    const stem = join(dirname(target), `.${basename(target)}.${process.pid}.${randomUUID()}`);
    const temp = `${stem}.tmp`;
    const aside = `${stem}.old`;
    try {
      writeFileSync(temp, text, { flag: 'wx', mode });
      chmodSync(temp, mode); // the umask may have taken bits away
      if (expected !== undefined) this.replaceIfStill(expected, target, temp, aside);
      else renameSync(temp, target);
    } finally {
      rmSync(temp, { force: true });
      rmSync(aside, { force: true });
    }
    this.known = version;
    return version;
  }

  /**
   * Renames `temp` over `target` only if the file replaced held the version `expected` up to
   * the rename; else puts that file back in place and throws FileChanged with its version.
   */
  private replaceIfStill(expected: string, target: string, temp: string, aside: string): void {
    let kept = true;
    try {
      linkSync(target, aside); // the same file under a second name: it outlives the rename
    } catch {
      kept = false; // a file system without hard links: only the look before the rename
    }
    const before = versionOf(readFileSync(target));
    if (before !== expected) throw new FileChanged(before);
    this.beforeReplace?.();
    renameSync(temp, target);
    if (!kept) return;
    const replaced = versionOf(readFileSync(aside));
    if (replaced === expected) return;
    // An outside write landed in the moment before the rename: its text goes back in place.
    renameSync(aside, target);
    throw new FileChanged(replaced);
  }

  /** The version the editor believes is on disk, if it knows one yet. */
  get knownVersion(): string | undefined {
    return this.known;
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
