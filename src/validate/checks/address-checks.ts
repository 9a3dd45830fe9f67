// The business values that end up inside a header, a policy or an address of the built site
// (or its search-engine data), parsed as what they are. The schema's patterns only say how
// such a value starts; a space, quote, semicolon or line break later in it would add words to
// the Content-Security-Policy, lines to _headers or robots.txt, or fields to a mailto: link.
import type { CheckContext } from './check-context.ts';
import { checkOrigin } from '../../site/origin.ts';
import { classifyUrl } from './url-checks.ts';
import { placeOf } from '../../seo/jsonld.ts';

/** A plain address: no spaces, quotes, ?, #, & or brackets that a mailto: link would read as more fields. */
const EMAIL = /^[^\s@?#&"'<>()[\]\\,;:]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

export function addressChecks(ctx: CheckContext): void {
  const { business, emailjs, office } = ctx.config;

  const origin = (value: string | undefined, path: string[], what: string, example: string) => {
    if (value === undefined) return;
    const verdict = checkOrigin(value, example);
    if (!verdict.ok) ctx.report(path, `${what} ${verdict.problem}`, verdict.fix);
  };
  origin(emailjs?.origin, ['emailjs', 'origin'], 'The EmailJS server', 'https://api.emailjs.com');
  origin(office?.url, ['office', 'url'], 'The office address', 'https://office.example.com');
  origin(business.siteUrl, ['business', 'siteUrl'], 'The site address', 'https://www.example.com');

  const reviews = business.reviews && classifyUrl(business.reviews.url);
  if (reviews?.kind === 'bad') ctx.report(['business', 'reviews', 'url'], reviews.message, reviews.fix);
  else if (reviews && reviews.kind !== 'external')
    ctx.report(
      ['business', 'reviews', 'url'],
      `The reviews page "${business.reviews?.url}" is not another site's address.`,
      'Write the full https:// address of the reviews page.',
    );

  // "Halifax NS": no comma, so search engines would get "Halifax NS" as the town and no region
  // (placeOf reads them as the structured data does).
  const place = placeOf(business);
  if (place.region === undefined && place.locality === business.location.trim() && /\s/.test(place.locality)) {
    const words = place.locality.split(/\s+/);
    const example = `${words.slice(0, -1).join(' ')}, ${words.at(-1)}`;
    ctx.report(
      ['business', 'location'],
      `The location "${business.location}" has no comma, so search engines are told the town is "${business.location}" and are given no state or region.`,
      `Write the town, a comma, then the state or region, e.g. "${example}"; or give locality: and region: under business:.`,
      'warning',
    );
  }

  if (!EMAIL.test(business.email)) {
    ctx.report(
      ['business', 'email'],
      `The email address ${JSON.stringify(business.email)} holds characters an address cannot have (spaces, quotes, ?, #, &, brackets).`,
      'Write the address alone, e.g. office@example.com.',
    );
  }
}
