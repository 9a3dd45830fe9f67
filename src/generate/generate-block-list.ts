// The block list of site.schema.json ($defs/block) is generated from the block schema
// files, the one source of the block types: the oneOf of their $refs (what validates a
// block) and, for editors, properties.type as an anyOf of each type's const with its name in
// words (the file's title: the editor's block chooser and lists show it) and its description, so completion after `- type: ` offers every type (yaml-language-server
// completes only from the best-matching oneOf branch). `npm run gen` rewrites just that
// definition; a unit test fails when it is stale.
import { join } from 'node:path';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { blockTypeOf, readSchemaFiles, schemaDir } from '../schema/schema-files.ts';

export const siteSchemaFile = join(schemaDir, 'site.schema.json');

/** site.schema.json with its $defs/block made from schema/blocks/. */
export function generateSiteSchema(current: string): string {
  // jsonc-parser finds the definition's text, so the rest of the file keeps its exact layout.
  const tree = parseTree(current);
  const node = tree && findNodeAtLocation(tree, ['$defs', 'block']);
  if (!node) throw new Error('site.schema.json has no $defs/block');
  const open = node.offset;
  const end = open + node.length;
  const def = JSON.parse(current.slice(open, end)) as { title?: string; description?: string };
  const blocks = readSchemaFiles().filter((f) => f.name.startsWith('blocks/'));
  const j = (v: unknown) => JSON.stringify(v);
  const types = blocks.map(
    (f) =>
      `            { "const": ${j(blockTypeOf(f))}, "title": ${j(f.schema.title ?? '')}, "description": ${j(f.schema.description ?? '')} }`,
  );
  const refs = blocks.map((f) => `        { "$ref": ${j(f.name)} }`);
  const text = [
    '{',
    `      "title": ${j(def.title ?? 'Block')},`,
    `      "description": ${j(def.description ?? '')},`,
    '      "$comment": "properties.type and oneOf are generated from schema/blocks/ by npm run gen.",',
    '      "type": "object",',
    '      "required": ["type"],',
    '      "properties": {',
    '        "type": {',
    '          "description": "The kind of block.",',
    '          "anyOf": [',
    types.join(',\n'),
    '          ]',
    '        }',
    '      },',
    '      "discriminator": { "propertyName": "type" },',
    '      "oneOf": [',
    refs.join(',\n'),
    '      ]',
    '    }',
  ].join('\n');
  return current.slice(0, open) + text + current.slice(end);
}
