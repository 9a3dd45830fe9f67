// The one rule that turns the phone number people read into the link a phone dials:
// "(555) 555-0142" -> "tel:+15555550142". A number without + and with 10 digits is read
// as a US or Canadian number (+1); write + and the country code for any other country. A 0 in
// brackets after the country code, "+44 (0)20 …", is left out: it is dialled only inside the country.
// Browser-safe: the layout uses it through the client data.

/** The digits of a phone number, with + and the country code when they can be known. */
export function dialNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  // "+44 (0)20 7946 0958": the 0 in brackets is dialled only from inside the country.
  if (phone.trim().startsWith('+')) return `+${phone.replace(/\(0\)/g, '').replace(/\D/g, '')}`;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return digits;
}

/** The tel: link of a phone number. */
export function telHref(phone: string): string {
  return `tel:${dialNumber(phone)}`;
}
