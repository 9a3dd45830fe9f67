// Drops Bootstrap utility classes the site never names. A utility rule is a rule for one
// class whose declarations are all !important (Bootstrap's utilities API); it is kept when
// its class appears as a word in any built script or page. Components, variants and state
// classes (no !important) are never touched. Lightning CSS (the parser Vite minifies CSS
// with) reads the stylesheet, so escaped class names (`.hover\:d-none`) and strings
// holding braces are read as a browser reads them. A class built from pieces at run time
// (`d-${x}`) would not be seen: write utility classes out in full.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform, type CustomAtRules, type Rule, type Selector, type Targets, type Visitor } from 'lightningcss';

/**
 * A copy of `text` that keeps nothing else alive: V8 makes a long piece cut from a string (by
 * split, slice or match) a view into the whole string, so a word kept in a set of a 10,000-page
 * build kept its page's whole HTML in memory (a gigabyte by the end).
 */
export const ownCopy = (text: string): string => (text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8'));

/**
 * The pieces between < and > (where a word always ends) already read into a set of words: a
 * piece read once adds nothing the second time, and the pages of a site repeat most of theirs
 * (the menu, the footer, the classes of each block). Only short pieces are kept, as copies.
 */
const piecesRead = new WeakMap<Set<string>, Set<string>>();
const KEPT_PIECE = 256;

/** Class-like words of the built files: split at what never occurs inside a class name. */
export function usedWords(texts: Iterable<string>, words = new Set<string>()): Set<string> {
  let read = piecesRead.get(words);
  if (!read) piecesRead.set(words, (read = new Set()));
  const add = (w: string) => {
    if (!words.has(w)) words.add(ownCopy(w));
  };
  for (const text of texts) {
    for (const piece of text.split(/[<>]/)) {
      if (piece.length <= KEPT_PIECE) {
        if (read.has(piece)) continue;
        read.add(ownCopy(piece));
      }
      // As written in a class attribute or a string (`hover:d-none`), and the plain parts of
      // longer words. Every mark the first split cuts at cuts the plain parts too, so the plain
      // parts of the text are those of its words: only a word with other marks is cut again.
      for (const w of piece.split(/[\s"'`<>=,;{}()\\]+/)) {
        if (!w) continue;
        add(w);
        if (!PLAIN.test(w)) for (const part of w.split(/[^A-Za-z0-9_-]+/)) if (part) add(part);
      }
    }
  }
  return words;
}

const PLAIN = /^[A-Za-z0-9_-]+$/;

const BROWSERS: Record<string, keyof Targets> = {
  chrome: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  safari: 'safari',
  ios: 'ios_saf',
  opera: 'opera',
};

/**
 * Vite's CSS target (esbuild names, e.g. chrome111, safari16.4) as Lightning CSS targets, so
 * the purged sheet is printed for the same browsers it was minified for (vendor prefixes stay).
 */
export function cssTargets(cssTarget: string | string[] | false | undefined): Targets | undefined {
  if (!cssTarget) return undefined;
  const targets: Targets = {};
  for (const entry of Array.isArray(cssTarget) ? cssTarget : [cssTarget]) {
    const m = /^([a-z]+)(\d+)(?:\.(\d+))?$/.exec(entry);
    const browser = m?.[1] ? BROWSERS[m[1]] : undefined;
    if (!m || !browser)
      throw new Error(
        `The CSS purge does not know the build target "${entry}": name browsers, e.g. chrome111, safari16.4`,
      );
    const version = (Number(m[2]) << 16) | (Number(m[3] ?? 0) << 8);
    targets[browser] = Math.min(targets[browser] ?? version, version);
  }
  return targets;
}

type StyleRule = Extract<Rule, { type: 'style' }>['value'];

/**
 * The stylesheet, minified for `targets`, without the style rules `drop` picks; a media or
 * supports block whose rules all went goes too (a dropped rule reads as `ignored` there).
 */
export function dropStyleRules(css: string, drop: (rule: StyleRule) => boolean, targets?: Targets): string {
  return minifyVisiting(
    css,
    { Rule: { style: (rule) => (drop(rule.value) ? [] : undefined) }, RuleExit: dropEmptyBlock },
    targets,
  );
}

/** The stylesheet read, changed by `visitor` and printed minified for `targets`. */
function minifyVisiting(css: string, visitor: Visitor<CustomAtRules>, targets?: Targets): string {
  return transform({ filename: 'site.css', code: Buffer.from(css), minify: true, targets, visitor }).code.toString();
}

/** A media or supports block all of whose rules went (a dropped rule reads as `ignored` there) goes too. */
function dropEmptyBlock(rule: Rule): Rule[] | undefined {
  if (rule.type !== 'media' && rule.type !== 'supports') return undefined;
  return rule.value.rules.every((r) => r.type === 'ignored') ? [] : undefined;
}

/**
 * The stylesheet, minified for `targets`, with only the selectors `keep` picks in each style
 * rule; a rule left with none goes, and so does a media or supports block left empty (Lightning
 * CSS leaves out an empty rule or block when it minifies). With `styleRulesOnly`, the rules that
 * are not style rules (@font-face, @keyframes, …) go too. Lightning CSS hands the visitor the
 * selectors of style rules only, not those inside `:not()`, `:is()` or `:has()`, so one visit
 * of the selectors is enough; a rule is never handed over whole, which is slow (every
 * declaration is copied into JavaScript and back) and fails to read back its `var()` values.
 * A sheet with `@scope`, whose bounds are selectors too, is read rule by rule instead.
 */
export function pruneSelectors(
  css: string,
  keep: (selector: Selector) => boolean,
  targets?: Targets,
  { styleRulesOnly = false } = {},
): string {
  const drop = () => (styleRulesOnly ? [] : undefined);
  const otherRules = {
    keyframes: drop,
    'font-face': drop,
    'font-palette-values': drop,
    'counter-style': drop,
    property: drop,
    page: drop,
  };
  if (css.includes('@scope')) {
    let listed = new Set<string>(); // the selector list of the rule being visited
    return minifyVisiting(
      css,
      {
        Rule: {
          ...otherRules,
          style: (rule) => {
            if (!rule.value.selectors.some(keep)) return [];
            listed = new Set(rule.value.selectors.map((s) => JSON.stringify(s)));
            return undefined;
          },
        },
        Selector: (selector) => (listed.has(JSON.stringify(selector)) && !keep(selector) ? [] : undefined),
        RuleExit: dropEmptyBlock,
      },
      targets,
    );
  }
  return minifyVisiting(
    css,
    { ...(styleRulesOnly ? { Rule: otherRules } : {}), Selector: (selector) => (keep(selector) ? undefined : []) },
    targets,
  );
}

/** The custom properties a sheet reads (`var(--x)`). */
export const readsOf = (css: string): Set<string> => new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]));

/**
 * The stylesheet without the declarations of the custom properties `droppable` picks that no
 * `var()` of the sheet reads (again after each round, as a dropped one may have been the only
 * reader of another); a style rule left without declarations goes.
 */
export function dropUnreadProperties(css: string, droppable: (name: string) => boolean, targets?: Targets): string {
  for (let round = 0; round < 10; round++) {
    const read = readsOf(css);
    let dropped = 0;
    // A rule or block left empty is left out as Lightning CSS minifies.
    css = minifyVisiting(
      css,
      {
        Declaration: {
          custom(property) {
            if (read.has(property.name) || !droppable(property.name)) return undefined;
            dropped++;
            return [];
          },
        },
      },
      targets,
    );
    if (!dropped) break;
  }
  return css;
}

/** The words of a sheet's `animation` and `animation-name` values: the @keyframes it names. */
export function animationNames(css: string): Set<string> {
  const named = new Set<string>();
  for (const [, value = ''] of css.matchAll(/animation(?:-name)?:([^;}]+)/g))
    for (const w of value.split(/[\s,]+/)) named.add(w.replace(/^"|"$/g, ''));
  return named;
}

/**
 * The stylesheet without the @keyframes that no rule of it names (in `animation` or
 * `animation-name`) and `used` does not keep (a script may name them).
 */
export function dropUnusedKeyframes(css: string, used: (name: string) => boolean, targets?: Targets): string {
  const named = animationNames(css);
  return minifyVisiting(
    css,
    {
      Rule: {
        keyframes: (rule) => {
          const name = String(rule.value.name.value);
          return named.has(name) || used(name) ? undefined : [];
        },
      },
    },
    targets,
  );
}

/** The stylesheet (minified) without unused utilities, and how many rules went. */
export function purgeUtilities(
  css: string,
  used: ReadonlySet<string>,
  targets?: Targets,
): { css: string; removed: number } {
  let removed = 0;
  const out = dropStyleRules(
    css,
    ({ selectors, declarations, rules }) => {
      const [first] = selectors;
      const only = selectors.length === 1 && first?.length === 1 ? first[0] : undefined;
      if (only?.type !== 'class' || used.has(only.name) || rules?.length) return false;
      if (declarations?.declarations?.length || !declarations?.importantDeclarations?.length) return false;
      removed++;
      return true;
    },
    targets,
  );
  return { css: out, removed };
}

/** Purges and minifies the built stylesheets in place; how many rules each lost. */
export function purgeCssFiles(
  outDir: string,
  files: readonly string[],
  used: ReadonlySet<string>,
  targets?: Targets,
): Array<{ file: string; removed: number }> {
  return files.map((file) => {
    const path = join(outDir, file);
    const { css, removed } = purgeUtilities(readFileSync(path, 'utf8'), used, targets);
    writeFileSync(path, css);
    return { file, removed };
  });
}
