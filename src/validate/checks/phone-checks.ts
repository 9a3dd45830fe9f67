// An error for a business phone number that Call buttons would dial wrongly: the number must
// give a whole international number by the one dialling rule (src/site/phone.ts): + and the
// country code, or a US or Canadian number of 10 digits (a 1 before them is allowed). A
// business in a country that does not dial +1 (business.country) needs the + and country code.
import type { CheckContext } from './check-context.ts';
import { dialNumber, showsSameNumber } from '../../site/phone.ts';

/** The countries whose numbers are dialled with +1: the North American Numbering Plan. */
const PLUS_ONE = new Set('US CA PR VI GU AS MP UM AG AI BB BM BS DM DO GD JM KN KY LC MS SX TC TT VC VG'.split(' '));

export function phoneChecks(ctx: CheckContext): void {
  shownNumberCheck(ctx);
  const { phone, country } = ctx.config.business;
  if (!phone.trim().startsWith('+') && !PLUS_ONE.has(country)) {
    ctx.report(
      ['business', 'phone'],
      `The phone number ${phone} has no + and country code. A number without them is dialled as a US or Canadian number (+1), but the business is in ${country} (business.country), which does not dial +1: every Call button would dial a wrong number.`,
      `Write + and the country's calling code first, and leave out the 0 (or other prefix) dialled only inside the country, e.g. +33 4 78 29 41 63 for 04 78 29 41 63 in France, or +44 20 7946 0958 for 020 7946 0958 in the UK.`,
    );
    return;
  }
  if (dialNumber(phone).startsWith('+')) return;
  const digits = phone.replace(/\D/g, '').length;
  ctx.report(
    ['business', 'phone'],
    `The phone number ${phone} has ${digits} digits. Without a + in front it is read as a US or Canadian number, which has 10: the area code and the number. Every Call button would dial it wrongly.`,
    'Write the whole number with its area code, e.g. (555) 555-0142. A number in another country starts with + and its country code, e.g. +44 20 7946 0958.',
  );
}

/** business.phoneShown must be the number the Call buttons dial, only written the local way. */
function shownNumberCheck(ctx: CheckContext): void {
  const { phone, phoneShown } = ctx.config.business;
  if (phoneShown === undefined || showsSameNumber(phoneShown, phone)) return;
  ctx.report(
    ['business', 'phoneShown'],
    `The phone number shown, ${phoneShown}, is not the number every Call button dials, ${phone} (business.phone): people would read one number and call another.`,
    `Write ${phone} the way your customers write it (most countries drop the + and the country code and dial a 0 first: 04 78 29 41 63 for +33 4 78 29 41 63), or leave phoneShown out to show phone as written.`,
  );
}
