// The Content-Security-Policy of the built site: everything from the site itself, plus
// the EmailJS server for the contact form (emailjs.origin of site.yaml, by default
// https://api.emailjs.com). Shipped as a <meta> tag in every page, and as a header with
// frame-ancestors in _headers and nginx.conf (host-headers.ts).
// The origin is checked again here, after the validator: a value that is not a plain
// origin would add words to the policy or lines to _headers, so the build stops instead.
import { createHash } from 'node:crypto';
import { checkOrigin } from '../site/origin.ts';

export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';

/**
 * The page's inline speculation rules: prefetch a page of this site when a visitor shows
 * intent (hovers or presses a link). The build writes this exact text into every page, and
 * the policy allows it by its hash (a keyword such as 'inline-speculation-rules' is not yet
 * known to HTML validators).
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
});
const SPECULATION_RULES_HASH = `'sha256-${createHash('sha256').update(SPECULATION_RULES).digest('base64')}'`;

export function cspDirectives(emailOrigin = DEFAULT_EMAILJS_ORIGIN): string[] {
  const verdict = checkOrigin(emailOrigin);
  if (!verdict.ok) {
    throw new Error(`Refusing to write the Content-Security-Policy: emailjs.origin ${verdict.problem} ${verdict.fix}`);
  }
  return [
    "default-src 'self'",
    // The inline speculation rules (prefetch of the next page) are allowed by their hash.
    `script-src 'self' ${SPECULATION_RULES_HASH}`,
    // Bootstrap's components set inline style attributes (offcanvas, collapse heights).
    "style-src 'self' 'unsafe-inline'",
    // Bootstrap's CSS draws its small icons (menu toggler, chevrons) as data: SVG.
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self' ${emailOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

/** The policy for the <meta> tag (browsers ignore frame-ancestors there, with a console warning). */
export function cspMeta(emailOrigin?: string): string {
  return cspDirectives(emailOrigin).join('; ');
}
