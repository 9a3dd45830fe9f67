// The Content-Security-Policy of the built site: everything from the site itself, plus
// the EmailJS server for the contact form (emailjs.origin of site.yaml, by default
// https://api.emailjs.com). Shipped as a <meta> tag in every page, and as a header with
// frame-ancestors in _headers and nginx.conf (host-headers.ts).
// The origin is checked again here, after the validator: a value that is not a plain
// origin would add words to the policy or lines to _headers, so the build stops instead.
import { checkOrigin } from './origin.ts';

export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';

export function cspDirectives(emailOrigin = DEFAULT_EMAILJS_ORIGIN): string[] {
  const verdict = checkOrigin(emailOrigin);
  if (!verdict.ok) {
    throw new Error(`Refusing to write the Content-Security-Policy: emailjs.origin ${verdict.problem} ${verdict.fix}`);
  }
  return [
    "default-src 'self'",
    // Inline speculation rules (prefetch of the next page) are data, not script.
    "script-src 'self' 'inline-speculation-rules'",
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
