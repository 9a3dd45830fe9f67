// Drops Bootstrap utility classes the site never names. A utility rule is a rule for one
// class whose declarations are all !important (Bootstrap's utilities API); it is kept when
// its class appears as a word in any built script or page. Components, variants and state
// classes (no !important) are never touched. Lightning CSS (the parser Vite minifies CSS
// with) reads the stylesheet, so escaped class names (`.hover\:d-none`) and strings
// holding braces are read as a browser reads them. A class built from pieces at run time
// (`d-${x}`) would not be seen: write utility classes out in full.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform, type Rule, type Targets } from 'lightningcss';

/** Class-like words of the built files: split at what never occurs inside a class name. */
export function usedWords(texts: Iterable<string>, words = new Set<string>()): Set<string> {
  for (const text of texts) {
    // As written in a class attribute or a string (`hover:d-none`), and the plain parts of longer words.
    for (const w of text.split(/[\s"'`<>=,;{}()\\]+/)) if (w) words.add(w);
    for (const w of text.split(/[^A-Za-z0-9_-]+/)) if (w) words.add(w);
  }
  return words;
}

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
  const { code } = transform({
    filename: 'site.css',
    code: Buffer.from(css),
    minify: true,
    targets,
    visitor: {
      Rule: {
        style: (rule) => (drop(rule.value) ? [] : undefined),
      },
      RuleExit(rule) {
        if (rule.type !== 'media' && rule.type !== 'supports') return undefined;
        return rule.value.rules.every((r) => r.type === 'ignored') ? [] : undefined;
      },
    },
  });
  return code.toString();
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
