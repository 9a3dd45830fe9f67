// A country written by name where its ISO 3166 code belongs (country: France, Deutschland,
// United States): the code it stands for, from the names the platform's Intl knows in a few
// languages, so the fix can say "Write FR".

import { isCountryCode } from './checks/country-check.ts';

const LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'pl', 'sv'];
let byName: Map<string, string> | undefined;

const key = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** The ISO 3166 code of a country named `name` (any case, accents optional), or undefined. */
export function countryCodeOf(name: string): string | undefined {
  if (!byName) {
    byName = new Map();
    const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    // Countries only (not EU or ZZ), and not old codes (DD, YU) that stand for today's.
    const codes = letters
      .flatMap((a) => letters.map((b) => a + b))
      .filter((code) => isCountryCode(code) && Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`);
    for (const language of LANGUAGES) {
      const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
      for (const code of codes) {
        const of = names.of(code);
        if (of && !byName.has(key(of))) byName.set(key(of), code);
      }
    }
    for (const [alias, code] of [
      ['usa', 'US'],
      ['united states of america', 'US'],
      ['uk', 'GB'],
      ['england', 'GB'],
      ['great britain', 'GB'],
    ] as const)
      byName.set(alias, code);
  }
  return byName.get(key(name));
}
