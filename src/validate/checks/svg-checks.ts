// SVG pictures are documents that can run code: a <script>, an onload="…", a javascript:
// link, or HTML inside <foreignObject> runs whenever the file is opened on its own, on the
// site's address (and the site's own security headers, _headers, are not sent by every host:
// GitHub Pages ignores them). Everything in public/ is published as it is, named in site.yaml
// or not, so every SVG there is read: one with active content, a picture it loads from another
// host, or an entity declaration (which can blow up to gigabytes when read) is an error at its
// own line, before anything ships. Drawings exported from Inkscape, Illustrator or Figma have
// none of these.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { CheckContext } from './check-context.ts';
import { displayPath } from '../site-location.ts';

interface Finding {
  index: number;
  what: string;
}

/** What makes an SVG unsafe to publish, each with the words that say so. */
const ACTIVE: ReadonlyArray<readonly [RegExp, (m: RegExpExecArray) => string]> = [
  [/<(?:[\w-]+:)?script\b/gi, () => 'a script (<script>), which browsers run when the picture is opened'],
  [
    /<(?:[\w-]+:)?(foreignObject|iframe|embed|object|handler|listener)\b/gi,
    (m) => `a <${m[1]}> element, which can carry a web page and its scripts`,
  ],
  [
    /<[^>]*?\s(on[a-z]+)\s*=/gi,
    (m) => `an event handler (${m[1]}="…"), a script browsers run when the picture is shown or touched`,
  ],
  [/<!ENTITY\b/gi, () => 'an entity declaration (<!ENTITY), which can make the file huge when it is read'],
  [
    /<(?:[\w-]+:)?(?:image|use|feImage)\b[^>]*?\s(?:xlink:)?href\s*=\s*["']\s*(?:https?:)?\/\//gi,
    () => 'a picture loaded from another website, which the site never does',
  ],
  [
    /(?:@import|url\(\s*["']?\s*(?:https?:)?\/\/)/gi,
    () => 'a style that loads something from another website, which the site never does',
  ],
];

/** Character references decoded, the way a browser reads an attribute value. */
const decoded = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');

/** Attribute values that are a script in the form of a link (javascript:, data:text/html…). */
function scriptLinks(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(/=\s*("[^"]*"|'[^']*')/g)) {
    const value = decoded(m[1].slice(1, -1))
      .replace(/[\s\u0000-\u001f]+/g, '')
      .toLowerCase();
    const scheme = /^(javascript|vbscript|data:text\/html|data:application\/xhtml)/.exec(value);
    if (scheme)
      out.push({ index: m.index, what: `a ${scheme[1].replace(/^data:/, '')} link, a script in the form of a link` });
  }
  return out;
}

/** Every reason the SVG text is unsafe, first in the file first. */
export function unsafeSvg(text: string): Finding[] {
  const out: Finding[] = [];
  for (const [pattern, words] of ACTIVE)
    for (const m of text.matchAll(pattern)) out.push({ index: m.index, what: words(m) });
  out.push(...scriptLinks(text));
  return out.sort((a, b) => a.index - b.index);
}

function lineAndColumn(text: string, index: number) {
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

// The editor checks the site at each pause in typing: a file is read again only when it changes.
const known = new Map<string, { stamp: string; findings: Finding[]; text: string }>();

function findingsOf(file: string) {
  const stat = statSync(file);
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  const cached = known.get(file);
  if (cached?.stamp === stamp) return cached;
  const bytes = readFileSync(file);
  let facts: { stamp: string; findings: Finding[]; text: string };
  try {
    // .svgz is gzip: read what a browser would (at most 20 MB of it).
    const text = (/\.svgz$/i.test(file) ? gunzipSync(bytes, { maxOutputLength: 20 * 2 ** 20 }) : bytes).toString();
    facts = { stamp, findings: unsafeSvg(text), text };
  } catch {
    const what = 'compressed data that cannot be unpacked, or unpacks to more than 20 MB';
    facts = { stamp, findings: [{ index: 0, what }], text: '' };
  }
  known.set(file, facts);
  return facts;
}

function svgFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.svgz?$/i.test(name))
      .map((name) => join(dir, name))
      .filter((file) => statSync(file).isFile());
  } catch {
    return []; // no public/ folder: nothing is published from it
  }
}

export function svgChecks(ctx: CheckContext): void {
  for (const file of svgFiles(ctx.publicDir).sort()) {
    const { findings, text } = findingsOf(file);
    if (!findings.length) continue;
    const shown = displayPath(file);
    const first = findings[0];
    const others = findings.length - 1;
    ctx.problems.push({
      severity: 'error',
      file: shown,
      ...lineAndColumn(text, first.index),
      where: `${shown}, published as it is from public/`,
      message: `This SVG picture holds ${first.what}${others ? ` (and ${others} more thing${others > 1 ? 's' : ''} of that kind)` : ''}. A picture on the site must not run code or load from other websites.`,
      fix: 'Export the drawing again as plain SVG from your drawing program (Inkscape: File > Save As > Optimized SVG; Illustrator: File > Export > Export As > SVG), or as PNG, and put that file here instead. If you did not make this file, delete it.',
    });
  }
}
