// The one rule that turns the phone number people read into the link a phone dials:
// "(555) 555-0142" -> "tel:+15555550142". A number without + and with 10 digits is read
// as a US or Canadian number (+1); write + and the country code for any other country. A 0 in
// brackets after the country code, "+44 (0)20 …", is left out: it is dialled only inside the country.
// Browser-safe: the layout uses it through the client data.

/** The digits of a phone number, with + and the country code when they can be known. */
export function dialNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) {
    // "+44 (0)20 7946 0958": the 0 in brackets after the country code is dialled only from
    // inside the country; Italy's (+39) is dialled from abroad too.
    const trunk = /^\s*\+(\d{1,3})\s*\(\s*0\s*\)/.exec(phone);
    return `+${(trunk && trunk[1] !== '39' ? trunk[1] + phone.slice(trunk[0].length) : phone).replace(/\D/g, '')}`;
  }
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return digits;
}

/** The tel: link of a phone number. */
export function telHref(phone: string): string {
  return `tel:${dialNumber(phone)}`;
}

/** The prefixes dialled before a national number inside its country: 0 in most, 1 in the NANP, 8 in Russia and its neighbours. */
const TRUNK = /^(0|1|8)/;

/**
 * Whether `shown` (business.phoneShown) is the number `phone` dials, as people write it at home:
 * the same digits after the country code, with or without the prefix dialled only inside the
 * country ("01904 555 0123" for +44 1904 555 0123, "1-800-555-0142" for (800) 555-0142), with
 * 00 and the country code, or the same international number. The country code is the one
 * `phone` is written with ("+44 …"), else 1 to 3 digits.
 */
export function showsSameNumber(shown: string, phone: string): boolean {
  const dial = dialNumber(phone).replace(/\D/g, '');
  if (shown.trim().startsWith('+')) return dialNumber(shown) === dialNumber(phone);
  const written = /^\s*\+(\d{1,3})[\s.(-]/.exec(phone)?.[1] ?? (phone.trim().startsWith('+') ? undefined : '1');
  const codes = written ? [written] : [1, 2, 3].map((n) => dial.slice(0, n));
  const digits = shown.replace(/\D/g, '');
  return codes.some((code) => {
    const national = dial.slice(code.length);
    return [digits, digits.replace(TRUNK, ''), digits.replace(new RegExp(`^00${code}`), '')].includes(national);
  });
}
