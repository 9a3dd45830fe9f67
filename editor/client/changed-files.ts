// Which of the site's files a change on disk was in, for the words of the outside-change banner
// and of the draft offer: site.yaml, a page's own file under pages/, or several. The server names
// them with its news of a change (it knows each file's version); for a draft kept from an earlier
// visit, the files are those holding the fields that differ, as the server said which file holds
// which page (PageFileEntry).
import type { ApiEvents, PageFileEntry } from '../shared/api-contract.ts';
import { changesBetween } from './changes.ts';
import { pageFileOf } from './page-files.ts';

/** A change on disk the editor has not loaded: its version, and its files when known. */
export interface OutsideChange {
  version: string;
  files?: string[];
}

/**
 * The change on disk after the server's news of one: its files are the news' when they are
 * counted from the version the editor holds, or from the change already shown (then both
 * changes' files); else not known.
 */
export function outsideChange(
  shown: OutsideChange | undefined,
  news: ApiEvents['changed'],
  held: string,
): OutsideChange {
  const files =
    news.from === held
      ? news.files
      : shown?.files && news.files && news.from === shown.version
        ? [...new Set([...shown.files, ...news.files])]
        : undefined;
  return { version: news.version, files };
}

/** The files holding the fields that differ between two states of the site's data. */
export function filesOfChanges(before: unknown, after: unknown, entries: readonly PageFileEntry[]): string[] {
  const files = changesBetween(before, after).map((c) => pageFileOf(entries, c.path) ?? 'site.yaml');
  return [...new Set(files)].sort((a, b) => (a === 'site.yaml' ? -1 : b === 'site.yaml' ? 1 : a.localeCompare(b)));
}

/** Files in words: "site.yaml and pages/contact.yaml"; past four, "… and 3 more files". */
export function filesInWords(files: readonly string[]): string {
  if (files.length > 4) return `${files.slice(0, 3).join(', ')} and ${files.length - 3} more files`;
  return files.length > 1 ? `${files.slice(0, -1).join(', ')} and ${files[files.length - 1]}` : (files[0] ?? '');
}
