// Drafts: the owner's unsaved edits, kept in the browser (localStorage, written at each change)
// under the path of the site file, with the version of the file they were made to and the
// data of that version. They survive a reload, a closed tab, a browser crash and a restart of
// the dev server; the editor offers them back when it opens.
import type { Change } from './changes.ts';

export interface Draft {
  /** The version (sha256) of site.yaml the edits were made to, and its data. */
  baseVersion: string;
  base: unknown;
  changes: Change[];
  /** When the last edit was made (ms since 1970). */
  savedAt: number;
}

const keyFor = (file: string) => `site-editor-draft:${file}`;

export function readDraft(file: string): Draft | undefined {
  try {
    const raw = localStorage.getItem(keyFor(file));
    const draft = raw ? (JSON.parse(raw) as Draft) : undefined;
    return draft && typeof draft.baseVersion === 'string' && Array.isArray(draft.changes) && draft.changes.length
      ? draft
      : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the draft; false when the browser refused (storage full or turned off). */
export function writeDraft(file: string, draft: Draft): boolean {
  try {
    localStorage.setItem(keyFor(file), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(file: string): void {
  try {
    localStorage.removeItem(keyFor(file));
  } catch {
    // Nothing kept, nothing to remove.
  }
}
