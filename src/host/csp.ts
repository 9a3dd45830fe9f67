// The Content-Security-Policy of the built site: everything from the site itself, plus
// the EmailJS server for the contact form (emailjs.origin of site.yaml, by default
// https://api.emailjs.com) and the business's own office (office.url), where it sends first.
// Shipped as a <meta> tag in every page, and as a header with
// frame-ancestors in _headers and nginx.conf (host-headers.ts).
// Both origins are checked again here, after the validator: a value that is not a plain
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

/** `officeOrigin`: the business's own office (site.yaml office.url), which the form posts to first. */
export function cspDirectives(emailOrigin = DEFAULT_EMAILJS_ORIGIN, officeOrigin?: string): string[] {
  const checked: Array<[string, string | undefined, string]> = [
    ['emailjs.origin', emailOrigin, DEFAULT_EMAILJS_ORIGIN],
    ['office.url', officeOrigin, 'https://office.example.com'],
  ];
  for (const [name, value, example] of checked) {
    const verdict = value === undefined ? undefined : checkOrigin(value, example);
    if (verdict && !verdict.ok)
      throw new Error(`Refusing to write the Content-Security-Policy: ${name} ${verdict.problem} ${verdict.fix}`);
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
    `connect-src 'self' ${emailOrigin}${officeOrigin ? ` ${officeOrigin}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    // The contact form's own submit, when its code never arrived, opens the email app (mailto:).
    "form-action 'self' mailto:",
  ];
}

/** The policy for the <meta> tag (browsers ignore frame-ancestors there, with a console warning). */
export function cspMeta(emailOrigin?: string, officeOrigin?: string): string {
  return cspDirectives(emailOrigin, officeOrigin).join('; ');
}
