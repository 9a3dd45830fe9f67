// Each page loads only the CSS its own blocks and layout use. After the site-wide purge, every
// built page gets a stylesheet of its own: the site's sheet without the style rules none of
// whose selectors can match that page. A selector can match when every class, id and element
// name it requires (outside :not(), :is(), :where() and :has()) is a word of the page's HTML or of a
// script the page can load: the page script and the islands' code on the page
// (src/blocks/<type>/<type>.client.ts), with everything they import (scripts add classes such as `open` or `is-active` at run time).
// Rules that require none (`*`, `:root`, `[hidden]`), @font-face and @keyframes always stay.
// Pages that keep the same rules share one file, named by its content's hash.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform, type Selector, type Targets } from 'lightningcss';
import type { Rolldown } from 'vite';
import { dropStyleRules, usedWords } from './css-purge.ts';

/** The islands of a page's HTML (`data-island="<block type>"`). */
const islandsOf = (html: string) => [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]))].sort();

/**
 * The words of the scripts a page can load: the entry and its imports, and each island on the
 * page (the chunk of its block's <type>.client.ts) with everything it imports, also on demand.
 */
export function scriptWordsOf(bundle: Rolldown.OutputBundle): (html: string) => Set<string> {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: Rolldown.OutputChunk[], dynamic: boolean, seen = new Set<Rolldown.OutputChunk>()) => {
    for (const chunk of start) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      const next = [...chunk.imports, ...(dynamic ? chunk.dynamicImports : [])].flatMap((f) => byFile.get(f) ?? []);
      closure(next, dynamic, seen);
    }
    return seen;
  };
  const entry = closure(
    chunks.filter((c) => c.isEntry),
    false,
  );
  const memo = new Map<string, Set<string>>();
  return (html) => {
    const names = islandsOf(html);
    const key = names.join(' ');
    let words = memo.get(key);
    if (!words) {
      const islands = closure(
        chunks.filter((c) => names.some((name) => c.facadeModuleId?.endsWith(`/${name}/${name}.client.ts`))),
        true,
      );
      words = usedWords([...entry, ...islands].map((c) => c.code));
      memo.set(key, words);
    }
    return words;
  };
}

/** The classes, ids and element names a selector requires of an element and its ancestors. */
function required(selector: Selector): string[] {
  return selector.flatMap((c) => (c.type === 'class' || c.type === 'id' || c.type === 'type' ? [c.name] : []));
}

/** Every class and id the sheet's selectors require: the words that decide what a page keeps. */
export function sheetVocabulary(css: string): Set<string> {
  const vocabulary = new Set<string>();
  transform({
    filename: 'vocabulary.css',
    code: Buffer.from(css),
    visitor: {
      Selector(selector) {
        required(selector).forEach((name) => vocabulary.add(name));
      },
    },
  });
  return vocabulary;
}

/** The sheet without the style rules that cannot match an element of a page naming only `words`. */
export function pageSheet(css: string, words: ReadonlySet<string>, targets?: Targets): string {
  return dropStyleRules(
    css,
    (rule) => !rule.selectors.some((s) => required(s).every((name) => words.has(name))),
    targets,
  );
}

/**
 * Gives every page in `htmlFiles` its own stylesheet in place of the site's `sheetFile` (both
 * relative to outDir); `scriptWords` gives the words of the scripts a page can load. Returns
 * how many distinct sheets were written.
 */
export function splitPageCss(
  outDir: string,
  sheetFile: string,
  htmlFiles: readonly string[],
  scriptWords: (html: string) => ReadonlySet<string>,
  targets?: Targets,
): number {
  const css = readFileSync(join(outDir, sheetFile), 'utf8');
  const vocabulary = sheetVocabulary(css);
  const href = `/${sheetFile}`;
  const sheets = new Map<string, string>(); // the page's words in the vocabulary → its sheet's href
  for (const file of htmlFiles) {
    const path = join(outDir, file);
    const html = readFileSync(path, 'utf8');
    if (!html.includes(`href="${href}"`)) continue;
    const words = usedWords([html], new Set(scriptWords(html)));
    const key = [...vocabulary].filter((name) => words.has(name)).join(' ');
    let own = sheets.get(key);
    if (!own) {
      const text = pageSheet(css, words, targets);
      own = `/assets/page-${createHash('sha256').update(text).digest('base64url').slice(0, 10)}.css`;
      writeFileSync(join(outDir, own), text);
      sheets.set(key, own);
    }
    writeFileSync(path, html.replaceAll(`href="${href}"`, `href="${own}"`));
  }
  return new Set(sheets.values()).size;
}
