// An error for a business phone number that Call buttons would dial wrongly: a number without
// + is read as a US or Canadian number (src/site/phone.ts), which has 10 digits, the area code
// and the number (a 1 before them is allowed). Another country's number starts with +.
import type { CheckContext } from './check-context.ts';

export function phoneChecks(ctx: CheckContext): void {
  const phone = ctx.config.business.phone;
  if (phone.trim().startsWith('+')) return;
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))) return;
  ctx.report(
    ['business', 'phone'],
    `The phone number ${phone} has ${digits.length} digits. Without a + in front it is read as a US or Canadian number, which has 10: the area code and the number. Every Call button would dial it wrongly.`,
    'Write the whole number with its area code, e.g. (555) 555-0142. A number in another country starts with + and its country code, e.g. +44 20 7946 0958.',
  );
}
