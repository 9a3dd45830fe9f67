// The town line of a postal address as the country writes it: in most of continental Europe
// the postal code comes first ("69004 Lyon", "10115 Berlin"); elsewhere it follows the town
// ("Springfield, IL 62701", "Halifax, NS B3J 1A1", "London SW1A 1AA").

/** Countries (ISO 3166 codes) whose addresses put the postal code before the town. */
const POSTAL_CODE_FIRST = new Set('AT BE CH CZ DE DK ES FI FR GR HR HU IS IT LI LU MC NL NO PL PT SE SI SK'.split(' '));

/**
 * The town (business.location) with its postal code, in the country's order. Where the code
 * comes first the line holds the town alone, as a letter is addressed: `town`, the business's
 * locality ("69004 Lyon", not the header's "Lyon 4e").
 */
export function townLine(location: string, postalCode: string | undefined, country: string, town: string): string {
  if (!postalCode) return location;
  return POSTAL_CODE_FIRST.has(country) ? `${postalCode} ${town}` : `${location} ${postalCode}`;
}
