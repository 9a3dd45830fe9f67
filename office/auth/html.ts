// The office's own pages (sign-in, account, home, people, audit): server-rendered HTML with one
// stylesheet and one small script of the office's own (the CSP allows nothing inline). Every
// word a person typed goes through `esc`.
import type { ServerResponse } from 'node:http';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML, in an element or a quoted attribute. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** A tagged template whose values are escaped unless they are already `Html`. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0];
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1];
  });
  return new Html(out);
}

function render(value: unknown): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === undefined || value === null || value === false) return '';
  return esc(value);
}

export interface PageOptions {
  title: string;
  body: Html;
  /** The signed-in person's email, shown in the bar with a link to their account. */
  who?: string;
  /** A link back, shown at the top left. */
  back?: { href: string; label: string };
  status?: number;
}

export const ASSETS = { css: '/auth/office.css', js: '/auth/office.js' };

export function page(options: PageOptions): string {
  const bar = html`<header class="bar">
    ${options.back ? html`<a class="back" href="${options.back.href}">‹ ${options.back.label}</a>` : html`<a class="brand" href="/">Office</a>`}
    ${options.who ? html`<a class="who" href="/account" title="${options.who}">Account</a>` : ''}
  </header>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<meta name="robots" content="noindex">
<title>${esc(options.title)} · Office</title>
<link rel="stylesheet" href="${ASSETS.css}">
<script type="module" src="${ASSETS.js}"></script>
</head>
<body>
${bar}
<main class="main">
${options.body}
</main>
</body>
</html>
`;
}

export function sendPage(res: ServerResponse, options: PageOptions): void {
  res.statusCode = options.status ?? 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(page(options));
}

/** A date as people read it, in UTC (the office does not know the reader's zone). */
export function when(value: Date | string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return `${date.toISOString().slice(0, 10)} ${date.toISOString().slice(11, 16)} UTC`;
}
