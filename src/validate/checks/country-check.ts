// business.country must be a country's ISO 3166 code: it is the country search engines are
// told (PostalAddress.addressCountry), and it chooses the phone rules, the form's text-message
// box and the address line. "UK" looks right but is no such code (the United Kingdom's is GB),
// and a region (EU) or a made-up code is not a country.
import type { CheckContext } from './check-context.ts';

/** Codes a browser knows that are not countries: groupings, and the codes left free for private use. */
const NOT_COUNTRIES = /^(?:EU|EZ|UN|ZZ|Q[M-Z]|X[A-JL-Z]|AA)$/;
const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** Whether a two-letter code is a country's: the platform names it, and it is not a grouping or a private-use code. */
export function isCountryCode(code: string): boolean {
  return code !== 'UK' && !NOT_COUNTRIES.test(code) && names.of(code) !== undefined;
}

export function countryCheck(ctx: CheckContext): void {
  const code = ctx.config.business.country;
  if (code === undefined || !/^[A-Z]{2}$/.test(code)) return; // the schema's pattern says what to write
  if (code === 'UK') {
    ctx.report(
      ['business', 'country'],
      'UK is not a country code: the code of the United Kingdom is GB, and search engines are given the code as written.',
      'Write country: GB.',
    );
    return;
  }
  if (!isCountryCode(code))
    ctx.report(
      ['business', 'country'],
      `${code} is not the code of a country.`,
      'Write the two-letter code of the country the business is in (ISO 3166), e.g. US, CA, GB, FR, DE or AU.',
    );
}
