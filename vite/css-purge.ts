// Drops Bootstrap utility classes the site never names. A utility rule is one class
// selector whose declarations are all !important (Bootstrap's utilities API); it is kept
// when its class appears as a word in any built script or page. Components, variants
// and state classes (no !important) are never touched. A class built from pieces at run
// time (`d-${x}`) would not be seen: write utility classes out in full.

/** Class-like words of the built files. */
export function usedWords(texts: Iterable<string>, words = new Set<string>()): Set<string> {
  for (const text of texts) for (const w of text.split(/[^A-Za-z0-9_-]+/)) if (w) words.add(w);
  return words;
}

/** Index just after the block that opens at `open` (a '{'), skipping strings. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      const close = css.indexOf(c, i + 1);
      i = close < 0 ? css.length : close;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

const UTILITY_SELECTOR = /^\.([A-Za-z0-9_-]+)$/;

function isUnusedUtility(selector: string, body: string, used: Set<string>): boolean {
  const m = UTILITY_SELECTOR.exec(selector.trim());
  if (!m || used.has(m[1])) return false;
  const decls = body.split(';').map((d) => d.trim()).filter(Boolean);
  return decls.length > 0 && decls.every((d) => /!\s*important$/.test(d));
}

/** The stylesheet without unused utilities, and how many rules went. */
export function purgeUtilities(css: string, used: Set<string>): { css: string; removed: number } {
  let removed = 0;
  const walk = (text: string): string => {
    let out = '';
    let i = 0;
    while (i < text.length) {
      if (text.startsWith('/*', i)) {
        const end = text.indexOf('*/', i + 2);
        const stop = end < 0 ? text.length : end + 2;
        out += text.slice(i, stop);
        i = stop;
        continue;
      }
      const open = text.indexOf('{', i);
      const semi = text.indexOf(';', i);
      if (open < 0) {
        out += text.slice(i);
        break;
      }
      if (semi >= 0 && semi < open) {
        out += text.slice(i, semi + 1); // @charset, @import, @layer a, b;
        i = semi + 1;
        continue;
      }
      const prelude = text.slice(i, open);
      const end = blockEnd(text, open);
      const body = text.slice(open + 1, end - 1);
      if (/^\s*@(media|supports|layer|container)\b/.test(prelude)) {
        const inner = walk(body);
        if (inner.trim()) out += `${prelude}{${inner}}`;
      } else if (!prelude.trim().startsWith('@') && isUnusedUtility(prelude, body, used)) {
        removed++;
      } else {
        out += text.slice(i, end);
      }
      i = end;
    }
    return out;
  };
  return { css: walk(css), removed };
}
