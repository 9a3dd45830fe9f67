// The editor's page (editor/client/index.html) as a server sends it: with the preloads of the
// routes it asks for first, at their addresses under the site's base (nothing under npm start,
// /s/NAME in the office), so site.yaml and the schema load while the editor's modules do. The
// HTML file names no API address: the prefix is the API contract's alone (api-contract.ts).
// Nor does it write the head every page shares (charset, viewport, tab icon): those lines are
// the site's page template's (index.html), put in by withSharedHead.
import { apiAddress, PRELOADED_ROUTES } from '../shared/api-contract.ts';

export function withApiPreloads(html: string, base: string): string {
  const links = PRELOADED_ROUTES.map(
    (route) => `<link rel="preload" href="${apiAddress(route, base)}" as="fetch" crossorigin="anonymous" />`,
  );
  if (!html.includes('</title>')) throw new Error("The editor's page has no <title>: its preloads go after it.");
  return html.replace('</title>', `</title>\n    ${links.join('\n    ')}`);
}

/** The lines of the site's page template (index.html) that every page shares: charset, viewport, tab icon. */
const SHARED = [/<meta charset=[^>]*>/, /<meta name="viewport"[^>]*>/, /<link rel="icon"[^>]*>/];

/** The editor's page with the head lines it shares with the site's pages, taken from `template` (index.html). */
export function withSharedHead(html: string, template: string): string {
  const lines = SHARED.map((line) => {
    const found = line.exec(template)?.[0];
    if (!found)
      throw new Error(
        `The page template (index.html) has no line like ${line.source}: the editor's page takes it from there.`,
      );
    return found;
  });
  if (!html.includes('<head>')) throw new Error("The editor's page has no <head>: the shared lines go at its start.");
  return html.replace('<head>', `<head>\n    ${lines.join('\n    ')}`);
}
