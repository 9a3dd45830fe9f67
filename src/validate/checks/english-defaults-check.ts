// A site in another language (business.language: fr) still shows the English default of every
// wording it leaves out: a block's labels ("Previous", "Why customers trust us"), the words a
// screen reader hears, the not-found page's, the form's. Many are never seen on the screen, so
// an owner cannot notice them. One warning per block or section, at its line, naming each.
import { isAlias, isMap, isSeq, type Document } from 'yaml';
import type { PathSegment } from '../../site/data-path.ts';
import { readSchemaFiles, type JsonSchema } from '../../schema/schema-files.ts';
import { eachBlock } from '../../site/each-block.ts';
import type { CheckContext } from './check-context.ts';

let defaults: Map<string, Set<string>> | undefined;

/**
 * The English words the schema fills in, each with the fields it is the default of: every
 * text default that is not a choice from a list (an enum) or a code (a pattern such as the
 * language's), though a pattern asking for a {placeholder} ("{title} submenu") is words too.
 * A value counts only in a field of that name: `type: carousel` is not `carouselRole`.
 */
function englishDefaults(): Map<string, Set<string>> {
  if (defaults) return defaults;
  const found = new Map<string, Set<string>>();
  const walk = (node: unknown, field: string | undefined): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((n) => walk(n, field));
    const s = node as JsonSchema;
    const pattern = typeof s.pattern === 'string' ? s.pattern : undefined;
    if (
      field &&
      typeof s.default === 'string' &&
      !s.enum &&
      (!pattern || pattern.includes('\\{')) &&
      /\p{L}/u.test(s.default)
    )
      found.set(s.default, (found.get(s.default) ?? new Set()).add(field));
    for (const [key, value] of Object.entries(s))
      if (key === 'properties' && value && typeof value === 'object')
        for (const [name, property] of Object.entries(value)) walk(property, name);
      else walk(value, key === 'items' ? field : undefined);
  };
  for (const file of readSchemaFiles()) walk(file.schema, undefined);
  return (defaults = found);
}

/** Whether site.yaml writes a value at `path`, through any alias (`- *carousel`) on the way. */
function writtenIn(doc: Document.Parsed, path: readonly PathSegment[]): boolean {
  let node: unknown = doc.contents;
  for (const seg of path) {
    if (isAlias(node)) node = node.resolve(doc);
    if (isMap(node)) node = node.get(seg, true);
    else if (isSeq(node)) node = node.get(Number(seg), true);
    else return false;
    if (node === undefined || node === null) return false;
  }
  return true;
}

/** A path inside a block or section in the validator's words: cards › item 1 › buttonText. */
const inWords = (path: readonly PathSegment[]) =>
  path.map((seg) => (typeof seg === 'number' ? `item ${seg + 1}` : seg)).join(' › ');

export function englishDefaultsCheck(ctx: CheckContext): void {
  const language = ctx.config.business.language ?? 'en';
  if (/^en\b/i.test(language)) return;
  const words = englishDefaults();
  const { doc } = ctx.source;
  const groups = new Map<
    string,
    { at: PathSegment[]; block: boolean; found: { path: PathSegment[]; value: string }[] }
  >();
  // The blocks of every page, columns' main and aside included (the one walk over blocks).
  const blockPaths = new Set<string>();
  for (const { route, dataPath } of ctx.flat)
    eachBlock(route.blocks, (_, path) => blockPaths.add(JSON.stringify(path)), [...dataPath, 'blocks']);
  // `at`: the innermost block around the value, or the top-level section it is in.
  const walk = (value: unknown, path: PathSegment[], at: PathSegment[], block: boolean): void => {
    if (typeof value === 'string') {
      // Left out of site.yaml, so the schema's English default fills it in.
      const field = path.findLast((seg) => typeof seg === 'string');
      if (!field || !words.get(value)?.has(String(field)) || writtenIn(doc, path)) return;
      const key = JSON.stringify(at);
      const group = groups.get(key) ?? { at, block, found: [] };
      group.found.push({ path: path.slice(at.length), value });
      groups.set(key, group);
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i], at, block));
    else if (value && typeof value === 'object') {
      const isBlock = blockPaths.has(JSON.stringify(path));
      const [inside, inBlock] = isBlock ? [path, true] : path.length === 1 ? [path, false] : [at, block];
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k], inside, inBlock);
    }
  };
  walk(ctx.config, [], [], false);
  for (const { at, block, found } of groups.values()) {
    const named = found.map((f) => `${inWords(f.path)} "${f.value}"`);
    const shown = named.length > 8 ? `${named.slice(0, 8).join(', ')} and ${named.length - 8} more` : named.join(', ');
    const section = String(at[0]);
    const first = found[0].path;
    const example = `${String(first.at(-1))}: "…"${first.length > 1 ? ` under ${inWords(first.slice(0, -1))}` : ''}`;
    ctx.report(
      block ? [...at, 'type'] : doc.hasIn(at) ? at : ['business', 'language'],
      `${block ? 'This block' : `${section}:`} shows English words on a site in "${language}", the defaults of what site.yaml leaves out: ${shown}.`,
      `Write ${found.length > 1 ? 'each' : 'it'} in the site's language ${block ? 'in the block' : `under ${section}: at the top of site.yaml`}, e.g. ${example}. ${block ? 'docs/blocks.md' : 'docs/settings.md'} lists every wording with its default.`,
      'warning',
    );
  }
}
