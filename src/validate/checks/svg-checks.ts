// SVG pictures are documents that can run code: a <script>, an onload="…", a javascript:
// link, or HTML inside <foreignObject> runs whenever the file is opened on its own, on the
// site's address (and the site's own security headers, _headers, are not sent by every host:
// GitHub Pages ignores them). Everything in public/ is published as it is, named in site.yaml
// or not, so every SVG there is read: one with active content, a picture it loads from another
// host, or an entity declaration (which can blow up to gigabytes when read) is an error at its
// own line, before anything ships. Drawings exported from Inkscape, Illustrator or Figma have
// none of these.
import { readFileSync } from 'node:fs';
import { fileFactsCache } from './file-facts-cache.ts';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { CheckContext } from './check-context.ts';
import { cssReadings } from './svg-css-escapes.ts';
import { readPublicFolder } from './public-folder.ts';
import { displayPath } from '../site-location.ts';

interface Finding {
  index: number;
  what: string;
}

/** A reading of the text: its characters, lower case, and each one's place in the text. */
export interface Reading {
  chars: string;
  at: number[];
}

const REFERENCE = /^&(?:#x([0-9a-f]{1,8})|#(\d{1,9})|(colon|tab|newline));?/i;

/**
 * `text` as the browser reads it, character references decoded and comments left out: `spaced`
 * with each run of whitespace and control characters as one space, `tight` without any (a link
 * written "java&#9;script:" is still a script). Each kept character keeps its place in `text`,
 * so a finding can name its line.
 */
function readingsOf(text: string): { spaced: Reading; tight: Reading } {
  // Characters gathered in arrays and joined once: a string grown one character at a time and
  // read back meanwhile is copied each time (a 5 MB drawing took minutes).
  const spacedChars: string[] = [];
  const tightChars: string[] = [];
  const spaced: Reading = { chars: '', at: [] };
  const tight: Reading = { chars: '', at: [] };
  let afterSpace = false;
  const push = (c: string, i: number) => {
    if (c.charCodeAt(0) <= 32 || /\s/.test(c)) {
      if (!afterSpace) {
        spacedChars.push(' ');
        spaced.at.push(i);
        afterSpace = true;
      }
      return;
    }
    afterSpace = false;
    const lower = c.toLowerCase();
    spacedChars.push(lower);
    spaced.at.push(i);
    tightChars.push(lower);
    tight.at.push(i);
  };
  for (let i = 0; i < text.length;) {
    if (text.startsWith('<!--', i)) {
      const close = text.indexOf('-->', i + 4);
      i = close < 0 ? text.length : close + 3;
      push(' ', i);
      continue;
    }
    const ref = text[i] === '&' ? REFERENCE.exec(text.slice(i, i + 16)) : null;
    if (ref) {
      const code = ref[1] ? parseInt(ref[1], 16) : ref[2] ? Number(ref[2]) : -1;
      const named = ref[3]?.toLowerCase();
      const valid = code >= 0 && code <= 0x10ffff;
      push(named === 'colon' ? ':' : named ? ' ' : valid ? String.fromCodePoint(code) : '\ufffd', i);
      i += ref[0].length;
      continue;
    }
    push(text[i], i);
    i++;
  }
  spaced.chars = spacedChars.join('');
  tight.chars = tightChars.join('');
  return { spaced, tight };
}

/** What makes an SVG unsafe to publish, in the text as read, each with the words that say so. */
const ACTIVE: ReadonlyArray<readonly [RegExp, (m: RegExpExecArray) => string]> = [
  [/<(?:[\w.-]+:)?script\b/g, () => 'a script (<script>), which browsers run when the picture is opened'],
  [
    /<(?:[\w.-]+:)?(iframe|embed|object|handler|listener)\b/g,
    (m) => `an <${m[1]}> element, which can carry a web page and its scripts`,
  ],
  [
    /[\s"'/](on[a-z]{3,}) ?=/g,
    (m) => `an event handler (${m[1]}="…"), a script browsers run when the picture is shown or touched`,
  ],
  [
    // Any element but a link (<a>, which loads nothing): <image>, <use>, <mpath>, <pattern>…
    /<(?:[\w.-]+:)?(?!a[ />])[\w.-]+[^<>]{0,4000}?[ :"'](?:href|src) ?= ?["']? ?(?:https?:)?[\\/]{2}/g,
    () => 'a reference to another website (href or src), which loads from it: the site never does',
  ],
  [/<\?xml-stylesheet/g, () => 'a style sheet loaded by the file, which the site never does'],
  [
    /@import ?(?:url\(|["'])|url\( ?["']? ?(?:https?:)?[\\/]{2}/g,
    () => 'a style that loads something from another website, which the site never does',
  ],
];

/** Links that are a script, found with the whitespace inside them gone. */
const SCRIPT_LINK = /(javascript|vbscript):|data:(?:text\/html|application\/xhtml)/g;

/** Entity declarations other than a short plain string (Illustrator names its namespaces so). */
const RISKY_ENTITY =
  /<!ENTITY\s+(?:%|[\w.-]+\s+(?:SYSTEM|PUBLIC|"[^"]*[&%][^"]*"|'[^']*[&%][^']*'|"[^"]{200}|'[^']{200}))/g;

/** The largest SVG the check reads: a drawing for a web page is far smaller. */
export const LARGEST_SVG_BYTES = 5 * 2 ** 20;

/** Every reason the SVG text is unsafe, first in the file first. */
export function unsafeSvg(text: string): Finding[] {
  const out: Finding[] = [];
  const add = (finding: Finding) => {
    if (!out.some((f) => f.index === finding.index && f.what === finding.what)) out.push(finding);
  };
  // As written, and as a style sheet reads it (u\72l( is url(): its escapes decoded.
  const plain = readingsOf(text);
  for (const { spaced, tight } of [plain, cssReadings(plain.spaced)]) {
    for (const [pattern, words] of ACTIVE)
      for (const m of spaced.chars.matchAll(pattern)) add({ index: spaced.at[m.index] ?? 0, what: words(m) });
    for (const m of tight.chars.matchAll(SCRIPT_LINK))
      add({
        index: tight.at[m.index] ?? 0,
        what: `a ${m[1] ?? 'data:text/html'} link, a script in the form of a link`,
      });
  }
  for (const m of text.matchAll(RISKY_ENTITY))
    out.push({
      index: m.index,
      what: 'an entity declaration (<!ENTITY), which can make the file huge when it is read',
    });
  return out.sort((a, b) => a.index - b.index);
}

function lineAndColumn(text: string, index: number) {
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** What is unsafe in one file, and its text (for the line of each finding). */
const findingsOf = fileFactsCache((file, stat): { findings: Finding[]; text: string } => {
  if (stat.size > LARGEST_SVG_BYTES) {
    const what = `${Math.round(stat.size / 2 ** 20)} MB of drawing, more than a web page should load (and than this check reads)`;
    return { findings: [{ index: 0, what }], text: '' };
  }
  const bytes = readFileSync(file);
  try {
    // .svgz is gzip: read what a browser would (at most 20 MB of it).
    const text = (/\.svgz$/i.test(file) ? gunzipSync(bytes, { maxOutputLength: 20 * 2 ** 20 }) : bytes).toString();
    return { findings: unsafeSvg(text), text };
  } catch {
    const what = 'compressed data that cannot be unpacked, or unpacks to more than 20 MB';
    return { findings: [{ index: 0, what }], text: '' };
  }
});

/** The findings of a file, or the one saying it cannot be read (the file's owner may be another user). */
function findingsOrUnreadable(file: string): { findings: Finding[]; text: string } {
  try {
    return findingsOf(file);
  } catch {
    return { findings: [{ index: 0, what: 'nothing this check can read: the file cannot be opened' }], text: '' };
  }
}

/** The SVG files public/ publishes (public-folder.ts: links followed only where they may be). */
function svgFiles(dir: string): string[] {
  return readPublicFolder(dir)
    .published.filter((name) => /\.svgz?$/i.test(name))
    .map((name) => join(dir, name));
}

export function svgChecks(ctx: CheckContext): void {
  for (const file of svgFiles(ctx.publicDir).sort()) {
    const { findings, text } = findingsOrUnreadable(file);
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
