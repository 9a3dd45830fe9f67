// What a click on a link in the editor's preview does. The preview is the page's HTML in a frame
// of the editor's own page (srcdoc), so its links would lead to the editor's server (in the
// office, its "not found" page), not to the site: a link to a page of the site opens that page's
// preview instead, a link within the page scrolls to its place, a link to another site opens in
// a new tab, and the rest (tel:, mailto:, files) do nothing in the preview.

/** Stands for the site's origin while a link is resolved against the page's address. */
const SITE = 'https://site.invalid';

export type LinkAction =
  | { kind: 'page'; address: string }
  | { kind: 'anchor'; id: string }
  | { kind: 'outside'; url: string }
  | { kind: 'none' };

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The action of a link's href on the page at `address` (e.g. /residential). */
export function previewLinkAction(href: string, address: string): LinkAction {
  let url: URL;
  try {
    url = new URL(href, SITE + address);
  } catch {
    return { kind: 'none' };
  }
  if (url.origin === SITE) {
    const path = withoutTrailingSlash(decodeURIComponent(url.pathname));
    // A file of the site (a PDF, a picture) is not a page the preview can show.
    if (/\.[a-z0-9]+$/i.test(path)) return { kind: 'none' };
    if (path === withoutTrailingSlash(address))
      return url.hash.length > 1 ? { kind: 'anchor', id: decodeURIComponent(url.hash.slice(1)) } : { kind: 'none' };
    return { kind: 'page', address: path };
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'outside', url: url.href } : { kind: 'none' };
}
