// An error for a business phone number that Call buttons would dial wrongly: the number must
// give a whole international number by the one dialling rule (src/site/phone.ts): + and the
// country code, or a US or Canadian number of 10 digits (a 1 before them is allowed).
import type { CheckContext } from './check-context.ts';
import { dialNumber } from '../../site/phone.ts';

export function phoneChecks(ctx: CheckContext): void {
  const phone = ctx.config.business.phone;
  if (dialNumber(phone).startsWith('+')) return;
  const digits = phone.replace(/\D/g, '').length;
  ctx.report(
    ['business', 'phone'],
    `The phone number ${phone} has ${digits} digits. Without a + in front it is read as a US or Canadian number, which has 10: the area code and the number. Every Call button would dial it wrongly.`,
    'Write the whole number with its area code, e.g. (555) 555-0142. A number in another country starts with + and its country code, e.g. +44 20 7946 0958.',
  );
}
