// What a URL written in site.yaml is, and whether it is allowed: a path of this site,
// an http(s) address, a dialable tel: number or a mailto: address. javascript:, data:
// and vbscript: are refused everywhere. The kind comes from url-kind.ts, which the link
// component asks too; this file adds the checks and the messages.
import { urlShape, type UrlShape } from '../../site/url-kind.ts';

export type UrlVerdict =
  | { kind: 'site'; /** the path as written, without #anchor or ?query */ path: string; anchor?: string }
  | { kind: 'anchor'; anchor: string }
  | { kind: 'external' | 'tel' | 'mailto' }
  | { kind: 'bad'; message: string; fix: string };

const ALLOWED_HINT =
  'Use a page of this site (/contact), a full https:// address, tel:+15555550142 or mailto:name@example.com.';

/** A URL shortened for a message. */
export function quoteUrl(url: string): string {
  return JSON.stringify(url.length > 60 ? `${url.slice(0, 57)}...` : url);
}

/** Why a URL of the wrong shape (url-kind.ts) is refused, and how to write it. */
function badShape(url: string, shape: UrlShape): { message: string; fix: string } {
  const scheme = shape.scheme ?? '';
  const rest = url.slice(url.indexOf(':') + 1).replace(/^[\\/]*/, '');
  switch (shape.reason) {
    case 'dangerous':
      return {
        message: `The link ${quoteUrl(url)} could run code in a visitor's browser; ${scheme}: links are never allowed.`,
        fix: ALLOWED_HINT,
      };
    case 'scheme-case': {
      const start = scheme === 'http' || scheme === 'https' ? `${scheme}://` : `${scheme}:`;
      return {
        message: `The link ${quoteUrl(url)} writes ${scheme}: in capitals.`,
        fix: `Write ${start} in lower case: ${quoteUrl(`${scheme}:${url.slice(scheme.length + 1)}`)}.`,
      };
    }
    case 'scheme-space':
      return {
        message: `The link ${quoteUrl(url)} has a space or line break inside ${scheme}:.`,
        fix: `Write ${scheme}: with nothing inside it.`,
      };
    case 'slashes':
      return {
        message: `The address ${quoteUrl(url)} needs // after ${scheme}:.`,
        fix: `Write ${scheme}:// and then the host, e.g. ${quoteUrl(`${scheme}://${rest}`)}.`,
      };
    case 'other-scheme':
      return {
        message: `The link ${quoteUrl(url)} uses ${scheme}:, which a website link cannot use.`,
        fix: `External links must start with https:// (or http://). ${ALLOWED_HINT}`,
      };
    case 'no-scheme':
      return {
        message: `The link ${quoteUrl(url)} has no https: in front.`,
        fix: 'Write an external address in full, starting with https://.',
      };
    case 'backslash':
    default:
      return {
        message: `The link ${quoteUrl(url)} contains a backslash (\\), which browsers read as /.`,
        fix: 'Use / in page paths, e.g. /residential/faqs; write an external address in full, starting with https://.',
      };
  }
}

export function classifyUrl(raw: string): UrlVerdict {
  const shape = urlShape(raw);
  const url = raw.trim();
  if (shape.kind === 'bad') return { kind: 'bad', ...badShape(url, shape) };
  // A space anywhere (also around the link, in quotes) is a mistake; only a tel: number may
  // be written with spaces between its digits.
  if (url && (shape.kind === 'tel' ? raw !== url : /\s/.test(raw))) {
    return {
      kind: 'bad',
      message: `The link ${quoteUrl(url)} contains a space.`,
      fix: 'Links have no spaces: use dashes in page paths (/why-use-us), or %20 in a web address.',
    };
  }
  if (shape.kind === 'external') {
    try {
      // The URL parser forgives http:example.com and https:///x; a link should not need that.
      if (!/^https?:\/\/[^/?#:]/.test(url)) throw new Error('no host');
      const u = new URL(url);
      if (!u.hostname) throw new Error('no host');
      return { kind: 'external' };
    } catch {
      return {
        kind: 'bad',
        message: `The address ${quoteUrl(url)} is not a complete web address.`,
        fix: 'Write it in full, e.g. https://www.example.com/page.',
      };
    }
  }
  if (shape.kind === 'tel') {
    const number = url.slice(4);
    const digits = number.replace(/[-.() ]/g, '');
    if (/^\+?[0-9]{7,15}$/.test(digits)) return { kind: 'tel' };
    return {
      kind: 'bad',
      message: `The phone link ${quoteUrl(url)} is not a number a phone can dial.`,
      fix: 'Write tel: and the digits, with + and the country code, e.g. tel:+15555550142.',
    };
  }
  if (shape.kind === 'mailto') {
    if (/^mailto:[^@\s?]+@[^@\s?]+\.[^@\s?]+(\?\S*)?$/.test(url)) return { kind: 'mailto' };
    return {
      kind: 'bad',
      message: `The email link ${quoteUrl(url)} does not hold an email address.`,
      fix: 'Write mailto: and the address, e.g. mailto:office@example.com.',
    };
  }
  const [beforeHash, anchor] = splitOnce(url, '#');
  const path = beforeHash.split('?')[0];
  if (!path)
    return anchor ? { kind: 'anchor', anchor } : { kind: 'bad', message: 'The link is empty.', fix: ALLOWED_HINT };
  return { kind: 'site', path, anchor: anchor || undefined };
}

function splitOnce(text: string, sep: string): [string, string] {
  const i = text.indexOf(sep);
  return i < 0 ? [text, ''] : [text.slice(0, i), text.slice(i + 1)];
}

/** A path of this site, read from the site root: 'faqs' and '/faqs/' both mean /faqs. */
export function resolveSitePath(path: string): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  const parts: string[] = [];
  for (const part of absolute.split('/')) {
    if (!part || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return `/${parts.join('/')}`;
}
