// A site in another language (business.language: fr) still shows the English default of every
// wording it leaves out: a block's labels ("Previous", "Why customers trust us"), the words a
// screen reader hears, the not-found page's, the form's. Many are never seen on the screen, so
// an owner cannot notice them. One warning per block or section, at its line, naming each.
import type { PathSegment } from '../../site/data-path.ts';
import { readSchemaFiles, type JsonSchema } from '../../schema/schema-files.ts';
import type { CheckContext } from './check-context.ts';

let defaults: Set<string> | undefined;

/**
 * The English words the schema fills in: every text default that is not a choice from a list
 * (an enum) or a code (a pattern such as the language's), though a pattern asking for a
 * {placeholder} ("{title} submenu") is words too.
 */
function englishDefaults(): Set<string> {
  if (defaults) return defaults;
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const s = node as JsonSchema;
    const pattern = typeof s.pattern === 'string' ? s.pattern : undefined;
    if (typeof s.default === 'string' && !s.enum && (!pattern || pattern.includes('\\{')) && /\p{L}/u.test(s.default))
      found.add(s.default);
    Object.values(s).forEach(walk);
  };
  for (const file of readSchemaFiles()) walk(file.schema);
  return (defaults = found);
}

export function englishDefaultsCheck(ctx: CheckContext): void {
  const language = ctx.config.business.language ?? 'en';
  if (/^en\b/i.test(language)) return;
  const words = englishDefaults();
  const { doc } = ctx.source;
  const groups = new Map<string, { at: PathSegment[]; block: boolean; found: string[] }>();
  // `at`: the innermost block around the value (in a page's blocks, or in a columns block's
  // main or aside), or the top-level section it is in.
  const walk = (value: unknown, path: PathSegment[], at: PathSegment[], block: boolean): void => {
    if (typeof value === 'string') {
      // Left out of site.yaml, so the schema's English default fills it in.
      if (!words.has(value) || doc.hasIn(path)) return;
      const key = JSON.stringify(at);
      const group = groups.get(key) ?? { at, block, found: [] };
      group.found.push(`${path.slice(at.length).join('.')} "${value}"`);
      groups.set(key, group);
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i], at, block));
    else if (value && typeof value === 'object') {
      const isBlock = path.includes('blocks') && typeof (value as { type?: unknown }).type === 'string';
      const [inside, inBlock] = isBlock ? [path, true] : path.length === 1 ? [path, false] : [at, block];
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k], inside, inBlock);
    }
  };
  walk(ctx.config, [], [], false);
  for (const { at, block, found } of groups.values()) {
    const shown = found.length > 8 ? `${found.slice(0, 8).join(', ')} and ${found.length - 8} more` : found.join(', ');
    const section = String(at[0]);
    ctx.report(
      block ? [...at, 'type'] : doc.hasIn(at) ? at : ['business', 'language'],
      `${block ? 'This block' : `${section}:`} shows English words on a site in "${language}", the defaults of what site.yaml leaves out: ${shown}.`,
      `Write ${found.length > 1 ? 'each' : 'it'} in the site's language ${block ? 'in the block' : `under ${section}: at the top of site.yaml`}, e.g. ${found[0].replace(/ ".*/, '')}: "…". ${block ? 'docs/blocks.md' : 'docs/settings.md'} lists every wording with its default.`,
      'warning',
    );
  }
}
