// HTML for the inbox: a tagged template that escapes every value it is given, unless the value
// is already HTML made by this template. A visitor's words can only ever become text.

export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

type Value = Html | string | number | boolean | null | undefined | Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0];
  values.forEach((v, i) => {
    out += render(v) + strings[i + 1];
  });
  return new Html(out);
}

/**
 * A visitor's words as text: isolated from the page's direction (<bdi>), and every character
 * that would change how the rest reads (direction overrides, zero-width ones) shown as a
 * visible mark naming it, instead of acting.
 */
const HIDDEN = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;
export function visitorText(text: string): Html {
  const parts: Html[] = [];
  let last = 0;
  for (const m of text.matchAll(HIDDEN)) {
    parts.push(new Html(escapeHtml(text.slice(last, m.index))));
    const code = `U+${(m[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
    parts.push(
      html`<abbr class="hidden-char" title="A hidden character (${code}) the visitor's text held">${code}</abbr>`,
    );
    last = m.index + m[0].length;
  }
  parts.push(new Html(escapeHtml(text.slice(last))));
  return html`<bdi>${parts}</bdi>`;
}

/** True when a name mixes Latin letters with look-alike Cyrillic or Greek ones (a confusable). */
export function mixedScripts(text: string): boolean {
  return /\p{Script=Latin}/u.test(text) && /[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(text);
}

export function hasHidden(text: string): boolean {
  HIDDEN.lastIndex = 0;
  return new RegExp(HIDDEN.source, 'u').test(text);
}
