// Fields the schema used to have. A site written for an older version that still holds one is
// told what replaced it, with the new form filled in from the old value, instead of "not
// allowed here". One row per retired field; schema-errors.ts reads the table.
import { YAMLMap, YAMLSeq, type Document } from 'yaml';
import type { PathSegment } from '../site/data-path.ts';

export interface RetiredField {
  /** The data path of the object that held the field (numbers of list items do not matter). */
  in: readonly string[];
  field: string;
  /** What replaced it, in a sentence. */
  message: string;
  /** How to write it now, from the old value and the object that held it. */
  fix(value: unknown, holder: Record<string, unknown>): string;
  /**
   * The same change made for the owner (`site-engine migrate`): on the YAML map that holds the
   * field, its old value given; the field itself is removed afterwards. Comments stay.
   */
  rewrite?(holder: YAMLMap, value: unknown): void;
}

const yamlText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export const RETIRED_FIELDS: readonly RetiredField[] = [
  {
    in: ['business'],
    field: 'phoneLink',
    message: 'The field "phoneLink" is no longer used: the tel: link is made from "phone".',
    fix: () => 'Remove this line. In text, write {{phoneLink}} where the tel: link of the phone number belongs.',
  },
  {
    in: ['business', 'logo'],
    field: 'windowSrc',
    message:
      'The field "windowSrc" is no longer used: logo.variants replaced it, a list of logos each shown on the pages whose address holds some words.',
    fix: (value, logo) => {
      const variant = `{ pathContains: window, src: ${yamlText(value)} }`;
      return Array.isArray(logo.variants)
        ? `Remove this line and add ${variant} to the list under "variants:".`
        : `Replace this line with: variants: [${variant}]`;
    },
    rewrite(logo, value) {
      const variant = new YAMLMap();
      variant.set('pathContains', 'window');
      variant.set('src', value);
      variant.flow = true;
      const list = logo.get('variants');
      if (list instanceof YAMLSeq) list.add(variant);
      else {
        const seq = new YAMLSeq();
        seq.add(variant);
        logo.set('variants', seq);
      }
    },
  },
];

/** The retired field `field` of the object at `path`, if it is one. */
export function retiredField(path: readonly PathSegment[], field: string): RetiredField | undefined {
  const names = path.filter((seg): seg is string => typeof seg === 'string');
  return RETIRED_FIELDS.find((r) => r.field === field && r.in.join('.') === names.join('.'));
}

/** Every retired field still in `doc`, changed to its new form (the doc is edited in place). */
export function migrateDocument(doc: Document): string[] {
  const done: string[] = [];
  const holders = (node: unknown, path: readonly string[], at: string): [YAMLMap, string][] => {
    if (node instanceof YAMLSeq) return node.items.flatMap((item, i) => holders(item, path, `${at}[${i}]`));
    if (!(node instanceof YAMLMap)) return [];
    if (!path.length) return [[node, at]];
    return holders(node.get(path[0], true), path.slice(1), at ? `${at}.${path[0]}` : path[0]);
  };
  for (const retired of RETIRED_FIELDS) {
    for (const [holder, at] of holders(doc.contents, retired.in, '')) {
      if (!holder.has(retired.field)) continue;
      const value: unknown = holder.get(retired.field);
      retired.rewrite?.(holder, value);
      holder.delete(retired.field);
      done.push(`${at ? `${at}.` : ''}${retired.field}: ${retired.message}`);
    }
  }
  return done;
}
