// The editor's page (editor/client/index.html) as a server sends it: with the preloads of the
// routes it asks for first, at their addresses under the site's base (nothing under npm start,
// /s/NAME in the office), so site.yaml and the schema load while the editor's modules do. The
// HTML file names no API address: the prefix is the API contract's alone (api-contract.ts).
import { apiAddress, PRELOADED_ROUTES } from '../shared/api-contract.ts';

export function withApiPreloads(html: string, base: string): string {
  const links = PRELOADED_ROUTES.map(
    (route) => `<link rel="preload" href="${apiAddress(route, base)}" as="fetch" crossorigin="anonymous" />`,
  );
  if (!html.includes('</title>')) throw new Error("The editor's page has no <title>: its preloads go after it.");
  return html.replace('</title>', `</title>\n    ${links.join('\n    ')}`);
}
