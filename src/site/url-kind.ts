// The one rule for what kind of link a URL of site.yaml is. The validator
// (url-checks.ts) and the link component (SmartLink) both ask this module, so a link
// the validator accepts is always rendered as the kind it was checked as.
//
// The rule: a scheme is written in lower case, http: and https: are followed by //,
// and only http(s):, tel: and mailto: are links; everything without a scheme is a
// path of this site (or a #anchor on the same page). Browsers are more lenient
// (HTTPS://, https:host, https:\\host, /\host all lead elsewhere), so anything they
// would read differently from us is "bad" here.
// Browser-safe: no Node imports.

export type UrlKind = 'site' | 'anchor' | 'external' | 'tel' | 'mailto' | 'bad';

/** Why a URL is bad, for the validator's message. */
export type BadReason =
  | 'dangerous' // javascript:, data:, vbscript:
  | 'scheme-case' // HTTPS://, TEL:
  | 'scheme-space' // "ht tps://", a line break inside the scheme
  | 'slashes' // https:host, https:/host, https:\\host
  | 'other-scheme' // ftp:, file:, chrome:
  | 'no-scheme' // //host (protocol-relative)
  | 'backslash'; // /\host: browsers read \ as /

export interface UrlShape {
  kind: UrlKind;
  /** The scheme in lower case, when there is one. */
  scheme?: string;
  reason?: BadReason;
}

export const DANGEROUS_SCHEMES = ['javascript', 'data', 'vbscript'];
const LINK_SCHEMES = ['http', 'https', 'tel', 'mailto'];

/** What a URL is, by the one rule above. */
export function urlShape(raw: string): UrlShape {
  // Browsers ignore spaces, tabs and line breaks around and inside a scheme ("java\tscript:").
  const squeezed = raw.replace(/[\u0000-\u0020\u007f]/g, '');
  const written = /^[a-z][a-z0-9+.-]*:/i.exec(squeezed)?.[0].slice(0, -1);
  const url = raw.trim();
  if (written) {
    const scheme = written.toLowerCase();
    if (DANGEROUS_SCHEMES.includes(scheme)) return { kind: 'bad', scheme, reason: 'dangerous' };
    if (!url.startsWith(`${written}:`)) return { kind: 'bad', scheme, reason: 'scheme-space' };
    if (!LINK_SCHEMES.includes(scheme)) return { kind: 'bad', scheme, reason: 'other-scheme' };
    if (written !== scheme) return { kind: 'bad', scheme, reason: 'scheme-case' };
    if (scheme === 'tel' || scheme === 'mailto') return { kind: scheme, scheme };
    return url.startsWith(`${scheme}://`) ? { kind: 'external', scheme } : { kind: 'bad', scheme, reason: 'slashes' };
  }
  if (url.includes('\\')) return { kind: 'bad', reason: 'backslash' };
  if (url.startsWith('//')) return { kind: 'bad', reason: 'no-scheme' };
  if (url.startsWith('#')) return { kind: 'anchor' };
  return { kind: 'site' };
}

/** The kind alone: what the link component needs. */
export function urlKind(raw: string): UrlKind {
  return urlShape(raw).kind;
}
