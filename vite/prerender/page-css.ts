// Each page loads only the CSS its own blocks and layout use. After the site-wide purge, every
// built page gets a stylesheet of its own: the site's sheet without the selectors that cannot
// match that page (a rule left with none goes). A selector can match when every class, id and
// element name it requires (outside :not() and :has(); one alternative of :is() and :where()),
// and the value of a `[type=…]`, is a name of the page or of a script the page can load:
// - the page's names are the words of its tags (class, id, element), not its text;
// - a script's names are the whole strings (literals and template text, not variables' names)
//   of the site's own modules in the page script, with the optional parts whose elements the
//   page has, and in islands on the page (src/blocks/<type>/<type>.client.ts), with what they
//   import (scripts add classes such as `open` or `is-invalid`); a selector a script only
//   looks for (`'.logo-strip-track'`) names nothing, and libraries' code is not read.
// Rules that require none (`*`, `:root`, `[hidden]`) and @font-face always stay, @keyframes
// when a rule left or a script names them; Bootstrap's custom properties (`--bs-*`) that
// nothing left reads go.
// What only a woken island can show is not in the page's sheet: the selectors that need a name
// of the islands' scripts, their props (`data-props`) or the <template>s inside them (the
// form's `is-invalid` fields, `field-error` messages and sent/failed alerts) go to a second
// sheet, `assets/islands-<hash>.css`, named on each island (`data-sheet`); src/islands/wake.ts
// loads it with the island's code and starts the island once both are in, so no state shows
// unstyled. The page script's own states (the open menus) stay: the first press needs them.
// Pages that keep the same rules share one file, named by its content's hash.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { transform, type Selector, type Targets } from 'lightningcss';
import { parseAst, type Rolldown } from 'vite';
import {
  animationNames,
  dropUnreadProperties,
  dropUnusedKeyframes,
  ownCopy,
  pruneSelectors,
  readsOf,
} from './css-purge.ts';

/** The islands of a page's HTML (`data-island="<block type>"`). */
const islandsOf = (html: string) => [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]))].sort();

/**
 * The string literals and template text of a script: what it can write, not the names of its
 * variables (`const sub = …` names no <sub>). The whole code when it cannot be read.
 */
export function stringsOf(code: string): string[] {
  let program: unknown;
  try {
    program = parseAst(code);
  } catch {
    return [code];
  }
  const out: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: unknown; value?: unknown };
    if (n.type === 'Literal' && typeof n.value === 'string') out.push(n.value);
    else if (n.type === 'TemplateElement') {
      const { cooked, raw } = (n.value ?? {}) as { cooked?: string | null; raw?: string };
      out.push(cooked ?? raw ?? '');
    } else Object.values(node).forEach(visit);
  };
  visit(program);
  return out;
}

/** The engine's folder: in a site that installed it packed, node_modules/site-renderer. */
const engineRoot = resolve(import.meta.dirname, '../..');

/** A module of the engine or of the site, not of a library (the engine's own may be under node_modules/). */
const ownModule = (id: string): boolean =>
  !(id.startsWith(`${engineRoot}/`) ? id.slice(engineRoot.length) : id).includes('/node_modules/');

/**
 * The class and element names (and custom properties) a script can put on a page: the whole strings of its code
 * (`'open'`, `"carousel-dots"`, `` `${base} is-invalid` ``, `jsx("li", …)`), not the names it
 * only looks for (`'.logo-strip-track'`, `'li.open'`). Only the site's own modules count:
 * the libraries a page loads (React, React DOM) create no classes or elements of their own.
 */
export function scriptNames(chunks: Iterable<Rolldown.OutputChunk>, words = new Set<string>()): Set<string> {
  const add = (code: string) => {
    for (const text of stringsOf(code))
      for (const w of text.split(/[\s"'`<>=,;{}()\\]+/)) if (/^(--)?[A-Za-z][\w-]*$/.test(w)) words.add(w);
    // A control disabled through its property names no string (propertyAttributeOf).
    for (const m of code.matchAll(/\.(disabled|placeholder)\b/g)) words.add(m[1]);
  };
  for (const chunk of chunks) {
    const modules = Object.entries(chunk.modules);
    // Without the modules' own code (a bundler that keeps none), the whole chunk counts.
    if (chunk.code && !modules.some(([, m]) => m.code)) add(chunk.code);
    for (const [id, module] of modules) if (module.code && !id.startsWith('\0') && ownModule(id)) add(module.code);
  }
  return words;
}

/** The words of the scripts a page can load: the page script's at load, its islands' once they wake. */
export interface PageScriptWords {
  page: ReadonlySet<string>;
  islands: ReadonlySet<string>;
}

/** In an entry's code, a behaviour's selector and the chunk it loads: `['.x', () => d(() => import('./x-….js')`. */
const BEHAVIOUR_IMPORT =
  /\[\s*(["'`])([^"'`]+)\1\s*,\s*\(\)\s*=>\s*[\w$]+\(\s*\(\)\s*=>\s*import\(\s*(["'`])\.\/([^"'`]+)\3/g;

/**
 * The words of the scripts a page can load: the entry and its imports with its optional parts
 * (`page`), and each island on the page with its imports and what it loads on demand
 * (`islands`). The dynamic imports of the chunks an island shares with others (the island
 * loader's list of every island) are not followed.
 */
export function scriptWordsOf(bundle: Rolldown.OutputBundle): (html: string) => PageScriptWords {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const chunksOf = (files: string[]) => files.flatMap((f) => byFile.get(f) ?? []);
  const closure = (start: Rolldown.OutputChunk[], dynamic: boolean) => {
    const own = new Set<Rolldown.OutputChunk>();
    const seen = new Set<Rolldown.OutputChunk>();
    const walk = (chunk: Rolldown.OutputChunk, isOwn: boolean) => {
      if (isOwn && !own.has(chunk)) {
        own.add(chunk);
        if (dynamic) chunksOf(chunk.dynamicImports).forEach((c) => walk(c, true));
      }
      if (seen.has(chunk)) return;
      seen.add(chunk);
      chunksOf(chunk.imports).forEach((c) => walk(c, false));
    };
    start.forEach((c) => walk(c, true));
    return seen;
  };
  const entries = chunks.filter((c) => c.isEntry);
  // The page script's optional parts (src/client/page-behaviours.ts: the before-and-after
  // slider adds classes) run on a page that has their elements: the chunks an entry loads on
  // demand that no chunk imports, unlike the sender (the form imports it) or an island.
  const imported = new Set(chunks.flatMap((c) => c.imports));
  const islandChunk = (c: Rolldown.OutputChunk) => /\.client\.ts$/.test(c.facadeModuleId ?? '');
  const optional = chunksOf(entries.flatMap((c) => c.dynamicImports)).filter(
    (c) => !imported.has(c.fileName) && !islandChunk(c),
  );
  // Each part loads only where its selector matches (`['[data-before-after]', () => … import('./before-after-….js')`
  // in the entry's code); a part whose selector is not found counts on every page.
  const selectors = new Map<string, string>();
  for (const entry of entries)
    for (const [, , selector = '', , file = ''] of entry.code.matchAll(BEHAVIOUR_IMPORT))
      selectors.set(posix.join(posix.dirname(entry.fileName), file), selector);
  const base = scriptNames(closure(entries, false));
  const memo = new Map<string, PageScriptWords>();
  return (html) => {
    const tags = pageWords(html);
    const parts = optional.filter((c) => {
      const selector = selectors.get(c.fileName);
      // Each word of the part's selector ('video[data-motion]'): an element's name counts as
      // the page's element (pageWords keeps those apart from class names).
      return (
        selector === undefined ||
        (selector.match(/[\w-]+/g) ?? []).every((name) => tags.has(name) || tags.has(tagWord(name)))
      );
    });
    const names = islandsOf(html);
    const key = `${parts.map((c) => c.fileName).join(' ')}|${names.join(' ')}`;
    let words = memo.get(key);
    if (!words) {
      const own = closure(
        chunks.filter((c) => names.some((name) => c.facadeModuleId?.endsWith(`/${name}/${name}.client.ts`))),
        true,
      );
      words = { page: scriptNames(closure(parts, false), new Set(base)), islands: scriptNames(own) };
      memo.set(key, words);
    }
    return words;
  };
}

/**
 * A page's HTML in two: what is on the page at load, and what only its islands' code reads or
 * puts on the page: their props (`data-props`, words such as "ZIP code" that name no class)
 * and the <template>s inside them (the outcomes a form shows once it was sent).
 */
export function islandParts(html: string): { atLoad: string; woken: string } {
  let woken = '';
  const atLoad = html.replace(/<site-island\b[\s\S]*?<\/site-island>/g, (island) =>
    island.replace(/<template\b[\s\S]*?<\/template>|\sdata-props="[^"]*"/g, (part) => {
      woken += part.startsWith('<') ? part : `<i${part}>`;
      return '';
    }),
  );
  return { atLoad, woken };
}

type Component = Selector[number];

const DATE_TYPES = ['date', 'datetime-local', 'month', 'week', 'time'];
/** Pseudo-elements that only controls of some types have: one of those types must be written on the page. */
const CONTROL_PARTS: Array<[RegExp, string[]]> = [
  [/^file-selector-button$|^-webkit-file-upload-button$/, ['file']],
  [/^-webkit-datetime-edit|^-webkit-date-and-time-value$/, DATE_TYPES],
  [/^-webkit-(inner|outer)-spin-button$/, ['number', ...DATE_TYPES]],
  [/^-webkit-search-/, ['search']],
  [/^-webkit-color-swatch/, ['color']],
];

/**
 * Attributes that only markup writes: no browser sets them as a visitor uses the page (as it
 * sets `open` on a <details>), and no script of the site sets them through a property (as
 * `el.hidden = true` sets `hidden`, a name no string of the script holds). A selector that
 * needs one can match only where the page's tags or its scripts' strings name it: Bootstrap's
 * reboot styles `[list]` inputs and `.form-select[multiple]`, which this site has none of.
 */
const MARKUP_ONLY_ATTRIBUTES = new Set(['list', 'multiple', 'size']);
const markupOnly = (c: Component): c is Extract<Component, { type: 'attribute' }> =>
  c.type === 'attribute' && MARKUP_ONLY_ATTRIBUTES.has(c.name);

/**
 * The attribute a state of a control needs (`:disabled` and `[disabled]` need `disabled`,
 * `::placeholder` and `:placeholder-shown` need `placeholder`), which the markup writes (a word
 * of the page's tags) or a script sets through the property (`button.disabled = true`: a
 * script that names `.disabled` gets the word, scriptNames). The contact form disables its
 * button only once it woke, so `.btn:disabled` and the form controls' disabled looks go to the
 * islands' sheet, and pages with no form carry none; no field has a placeholder.
 */
function propertyAttributeOf(c: Component): string | undefined {
  if ((c.type === 'pseudo-class' && c.kind === 'disabled') || (c.type === 'attribute' && c.name === 'disabled'))
    return 'disabled';
  if (
    (c.type === 'pseudo-element' && c.kind === 'placeholder') ||
    (c.type === 'pseudo-class' && c.kind === 'placeholder-shown')
  )
    return 'placeholder';
  return undefined;
}

/** The control types a pseudo-element needs, or undefined when any element can have it. */
function controlTypesOf(c: Component): string[] | undefined {
  if (c.type !== 'pseudo-element') return undefined;
  const name = c.kind === 'custom' ? c.name : c.kind;
  return CONTROL_PARTS.find(([pattern]) => pattern.test(name))?.[1];
}

/** A pseudo-class holding selectors of which one must be able to match: :is(), :where(), :any(), :has(). */
type SelectorList = Extract<Component, { type: 'pseudo-class'; kind: 'is' | 'where' | 'any' | 'has' }>;
const isSelectorList = (c: Component): c is SelectorList =>
  c.type === 'pseudo-class' && (c.kind === 'is' || c.kind === 'where' || c.kind === 'any' || c.kind === 'has');

/**
 * Whether a selector can match an element of a page naming only `words`: every class, id and
 * element name it requires is one of them, and so is the value of a `[type=…]` it requires
 * (`[type=search]`, `[type=radio]`: a control's type is always written out) and the name of a
 * markup-only attribute it requires (`[list]`, `[multiple]`), and one of the
 * control types a pseudo-element such as `::file-selector-button` belongs to (`:indeterminate`
 * needs a script that sets it, a radio or a progress bar). `:is()`, `:where()`, `:any()` and
 * `:has()` need one of their selectors to be able to match (an element has a child `.x` only
 * where a `.x` can be); `:not()` requires nothing.
 */
export function canMatch(selector: Selector, words: ReadonlySet<string>): boolean {
  return selector.every((c: Component) => {
    if (c.type === 'class' || c.type === 'id') return words.has(c.name);
    if (c.type === 'type') return words.has(c.name) || words.has(tagWord(c.name));
    if (c.type === 'attribute' && c.name === 'type' && c.operation?.operator === 'equal')
      return words.has(c.operation.value);
    if (markupOnly(c)) return words.has(c.name);
    const attribute = propertyAttributeOf(c);
    if (attribute) return words.has(attribute);
    const types = controlTypesOf(c);
    if (types) return types.some((t) => words.has(t));
    // A checkbox is indeterminate only when a script sets it so; radios and progress bars can be without one.
    if (c.type === 'pseudo-class' && c.kind === 'indeterminate')
      return ['indeterminate', 'radio', 'progress'].some((w) => words.has(w));
    if (isSelectorList(c)) return c.selectors.some((s) => canMatch(s, words));
    return true;
  });
}

/**
 * Every class, id and element name the sheet's selectors name, and the Bootstrap custom
 * properties it sets: the words that decide what a page keeps.
 */
export function sheetVocabulary(css: string): Set<string> {
  const vocabulary = new Set<string>();
  const collect = (selector: Selector): void => {
    for (const c of selector) {
      if (c.type === 'class' || c.type === 'id' || c.type === 'type') vocabulary.add(c.name);
      if (c.type === 'type') vocabulary.add(tagWord(c.name));
      if (c.type === 'attribute' && c.name === 'type' && c.operation?.operator === 'equal')
        vocabulary.add(c.operation.value);
      if (markupOnly(c)) vocabulary.add(c.name);
      const attribute = propertyAttributeOf(c);
      if (attribute) vocabulary.add(attribute);
      controlTypesOf(c)?.forEach((t) => vocabulary.add(t));
      if (c.type === 'pseudo-class' && c.kind === 'indeterminate')
        ['indeterminate', 'radio', 'progress'].forEach((w) => vocabulary.add(w));
      if (isSelectorList(c)) c.selectors.forEach(collect);
    }
  };
  transform({
    filename: 'vocabulary.css',
    code: Buffer.from(css),
    visitor: { Selector: collect },
  });
  for (const m of css.matchAll(/--bs-[\w-]+(?=\s*:)/g)) vocabulary.add(m[0]);
  return vocabulary;
}

/**
 * The sheet without the selectors that cannot match an element of a page naming only `words`
 * (a rule left with none goes), without the @keyframes that nothing left, `words` or `also`
 * names, and without the Bootstrap custom properties (`--bs-*`) that nothing left reads: no
 * `var()` of the sheet or of `also`, and not the page or its scripts (`words`). `also` is the
 * islands' sheet, whose rules use this sheet's @keyframes and custom properties.
 */
export function pageSheet(css: string, words: ReadonlySet<string>, targets?: Targets, also = ''): string {
  const alsoRead = readsOf(also);
  const alsoAnimated = animationNames(also);
  const kept = dropUnusedKeyframes(
    pruneSelectors(css, (selector) => canMatch(selector, words), targets),
    (name) => words.has(name) || alsoAnimated.has(name),
    targets,
  );
  return dropUnreadProperties(
    kept,
    (name) => name.startsWith('--bs-') && !words.has(name) && !alsoRead.has(name),
    targets,
  );
}

/**
 * A page's two sheets: `page`, the selectors that can match at load (a page naming `atLoad`),
 * and `islands`, the selectors that can match only once its islands woke (naming `woken`
 * too: their scripts' words and templates), without the @font-face and @keyframes rules
 * the page's sheet already has. Each keeps the custom properties the other reads.
 */
export function splitSheets(
  css: string,
  atLoad: ReadonlySet<string>,
  woken: ReadonlySet<string>,
  targets?: Targets,
): { page: string; islands: string } {
  const later = (selector: Selector) => canMatch(selector, woken) && !canMatch(selector, atLoad);
  const islandRules = pruneSelectors(css, later, targets, { styleRulesOnly: true });
  const page = pageSheet(css, atLoad, targets, islandRules);
  const pageReads = readsOf(page); // once, not for each property
  const islands = islandRules
    ? dropUnreadProperties(
        islandRules,
        (name) => name.startsWith('--bs-') && !woken.has(name) && !pageReads.has(name),
        targets,
      )
    : '';
  return { page, islands };
}

/**
 * The class, id and element names of a page, and the custom properties its style attributes
 * set: the words of its tags, whole (`twitter:card` is not `card`). Its text ("pay by credit
 * card", JSON-LD) names none.
 */
export function pageWords(html: string, words = new Set<string>()): Set<string> {
  for (const tag of html.match(/<[^>]+>/g) ?? []) for (const w of wordsOfTag(tag)) words.add(w);
  return words;
}

/**
 * The words of each short tag, kept: the pages of a site repeat most of their tags, and reading
 * each again was a tenth of a 10,000-page build. At most MAX_TAGS are kept (then no more).
 */
const tagWords = new Map<string, readonly string[]>();
const KEPT_TAG = 256;
const MAX_TAGS = 100_000;

function wordsOfTag(tag: string): readonly string[] {
  const known = tagWords.get(tag);
  if (known) return known;
  const out: string[] = [];
  const name = /^<\/?([A-Za-z][\w-]*)/.exec(tag)?.[1];
  if (name) out.push(tagWord(name));
  const rest = name ? tag.slice(tag.indexOf(name) + name.length) : tag;
  for (const w of rest.split(/[\s"'`<>=,;{}()\\/]+/)) if (w) out.push(w);
  for (const m of rest.matchAll(/--[\w-]+/g)) out.push(m[0]);
  // Kept as copies: a tag cut from a page would keep the page's whole HTML alive (css-purge.ts).
  if (tag.length <= KEPT_TAG && tagWords.size < MAX_TAGS) tagWords.set(ownCopy(tag), out.map(ownCopy));
  return out;
}

/**
 * How a page's words hold the name of an element its HTML has (`<figure`): it matches the
 * element selector `figure`, but not the class `.figure`, which only a class attribute, another
 * attribute's value or a script can give. A script's words stay plain: they match both.
 */
const tagWord = (name: string) => `<${name.toLowerCase()}`;

const hashName = (prefix: string, text: string) =>
  `/assets/${prefix}-${createHash('sha256').update(text).digest('base64url').slice(0, 10)}.css`;

/**
 * Gives every page in `htmlFiles` its own stylesheet in place of the site's `sheetFile` (both
 * relative to outDir), and a page with islands the rules only its woken islands use in a
 * second sheet, named on each island (`data-sheet`: src/islands/wake.ts loads it as the
 * island wakes); `scriptWords` gives the words of the scripts a page can load. Returns how
 * many distinct page sheets were written.
 */
export function splitPageCss(
  outDir: string,
  sheetFile: string,
  htmlFiles: readonly string[],
  scriptWords: (html: string) => PageScriptWords,
  targets?: Targets,
): number {
  const css = readFileSync(join(outDir, sheetFile), 'utf8');
  const vocabulary = sheetVocabulary(css);
  const vocabularyList = [...vocabulary];
  const href = `/${sheetFile}`;
  // the page's words in the vocabulary, at load and once woken → its sheets' hrefs
  const sheets = new Map<string, { page: string; islands?: string }>();
  for (const file of htmlFiles) {
    const path = join(outDir, file);
    const html = readFileSync(path, 'utf8');
    if (!html.includes(`href="${href}"`)) continue;
    const scripts = scriptWords(html);
    const { atLoad, woken } = islandParts(html);
    const loadWords = pageWords(atLoad, new Set(scripts.page));
    const wokenWords = pageWords(woken, new Set([...loadWords, ...scripts.islands]));
    const inVocabulary = (words: Set<string>) => vocabularyList.filter((name) => words.has(name)).join(' ');
    const key = `${inVocabulary(loadWords)}|${inVocabulary(wokenWords)}`;
    let own = sheets.get(key);
    if (!own) {
      const text = splitSheets(css, loadWords, wokenWords, targets);
      own = { page: hashName('page', text.page) };
      writeFileSync(join(outDir, own.page), text.page);
      if (text.islands) {
        own.islands = hashName('islands', text.islands);
        writeFileSync(join(outDir, own.islands), text.islands);
      }
      sheets.set(key, own);
    }
    let out = html.replaceAll(`href="${href}"`, `href="${own.page}"`);
    if (own.islands) out = out.replaceAll('<site-island ', `<site-island data-sheet="${own.islands}" `);
    writeFileSync(path, out);
  }
  return new Set([...sheets.values()].map((s) => s.page)).size;
}
