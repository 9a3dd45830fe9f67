// Warns about text that copies the company name, phone number or email address instead of
// naming it with {{company}}, {{phone}}, {{phoneLink}} or {{email}}: such a copy does not
// change when the fact does. A warning, not an error: the site still builds. The town
// (business.location) is not such a fact; towns belong in copy.
import type { SiteConfig } from '../../site/site-types.generated.ts';
import type { Problem } from '../problem.ts';
import { describePath } from '../describe-path.ts';
import { dialNumber } from '../../site/phone.ts';
import { eachString, isFactField } from '../string-walk.ts';
import { positionInValue } from '../value-position.ts';
import { positionOf, type YamlSource } from '../yaml-source.ts';
import type { PathSegment } from '../../site/data-path.ts';

interface Copy {
  /** The copied text as written. */
  text: string;
  index: number;
  token: string;
  what: string;
  field: 'company' | 'phone' | 'email';
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Phone-like runs of digits: "(555) 555-0142", "555.555.0142", "tel:+15555550142". */
const PHONE_LIKE = /(tel:)?\+?\(?\d[\d ().-]{5,}\d/gi;

const NONE: readonly Copy[] = [];

/**
 * The copies of the business's facts in one text; made once per site, as its patterns are. Each
 * text is searched once: a site repeats the same texts (a label, a block type, a link) on many
 * pages.
 */
function copyFinder(business: SiteConfig['business']): (value: string) => readonly Copy[] {
  const find = copySearch(business);
  const known = new Map<string, readonly Copy[]>();
  return (value) => {
    let found = known.get(value);
    if (!found) {
      found = find(value);
      known.set(value, found.length ? found : NONE);
    }
    return found;
  };
}

function copySearch(business: SiteConfig['business']): (value: string) => Copy[] {
  const named = (needle: string, token: string, what: string, field: Copy['field']) =>
    needle.length < 3
      ? undefined
      : { re: new RegExp(`(?<![\\p{L}\\p{N}@.])${escape(needle)}(?![\\p{L}\\p{N}])`, 'giu'), token, what, field };
  const names = [
    named(business.company, '{{company}}', 'the company name', 'company'),
    named(business.email, '{{email}}', 'the email address', 'email'),
  ].flatMap((n) => (n ? [n] : []));
  const dial = dialNumber(business.phone);
  return (value) => {
    const found: Copy[] = [];
    for (const { re, token, what, field } of names)
      for (const m of value.matchAll(re)) found.push({ text: m[0], index: m.index, token, what, field });
    for (const m of value.matchAll(PHONE_LIKE)) {
      if (dialNumber(m[0].replace(/^tel:/i, '')) !== dial) continue;
      const link = /^tel:/i.test(m[0]);
      found.push({
        text: m[0],
        index: m.index,
        token: link ? '{{phoneLink}}' : '{{phone}}',
        what: link ? 'the phone link' : 'the phone number',
        field: 'phone',
      });
    }
    return found.sort((a, b) => a.index - b.index);
  };
}

function excerpt(value: string, copy: Copy): string {
  const replaced = value.slice(0, copy.index) + copy.token + value.slice(copy.index + copy.text.length);
  const start = Math.max(0, copy.index - 25);
  const end = Math.min(replaced.length, copy.index + copy.token.length + 25);
  return `${start > 0 ? '…' : ''}${replaced.slice(start, end).replace(/\s+/g, ' ').trim()}${end < replaced.length ? '…' : ''}`;
}

export function factCopyWarnings(config: SiteConfig, source: YamlSource): Problem[] {
  const problems: Problem[] = [];
  const copiesIn = copyFinder(config.business);
  eachString(config, (value, path: readonly PathSegment[]) => {
    if (isFactField(path)) return;
    const next = new Map<string, number>();
    for (const copy of copiesIn(value)) {
      // The second copy of the same text in one value is looked for after the first.
      const at = positionInValue(source, path, copy.text, next.get(copy.text) ?? 0);
      if (at) next.set(copy.text, at.offset + copy.text.length);
      const { line, column, file } = at ?? positionOf(source, path);
      problems.push({
        severity: 'warning',
        file,
        line,
        column,
        where: describePath(config, path),
        message: `This text copies ${copy.what}, "${copy.text}": it will not change when business.${copy.field} does.`,
        fix: `Write ${copy.token} instead: "${excerpt(value, copy)}".`,
      });
    }
  });
  return problems;
}
