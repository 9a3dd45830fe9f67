// The files under pages/ a site takes pages from (src/validate/includes.ts), as the check of its
// text found them: each once, with its text. Publish commits them with site.yaml, and the
// pictures they name; an upload named only in one of them is not abandoned.
import { resolve } from 'node:path';
import { parse } from 'yaml';
import type { LoadResult } from '../../src/validate/load-site.ts';

export interface IncludedFile {
  /** Its absolute path. */
  path: string;
  text: string;
}

/** The files the checked site took pages from, in the order they were read. */
export function includedFiles(result: LoadResult): IncludedFile[] {
  const seen = new Map<string, IncludedFile>();
  for (const file of result.source?.includedFiles?.values() ?? []) {
    const path = resolve(file.file);
    if (!seen.has(path) && file.text !== undefined && file.file !== result.source?.file)
      seen.set(path, { path, text: file.text });
  }
  return [...seen.values()];
}

/** The data of an included file's text (for the pictures it names); nothing when it does not parse. */
export function dataOfFile(file: IncludedFile): unknown {
  try {
    return parse(file.text, { maxAliasCount: 100 }) as unknown;
  } catch {
    return undefined;
  }
}
