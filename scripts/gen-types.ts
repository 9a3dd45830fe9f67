// Generates from schema/ (the single source) and the block folders of src/blocks/:
//   npm run gen          write the block list of schema/site.schema.json, the types of the loaded
//                        site (src/site/site-types.generated.ts), docs/blocks.md and
//                        docs/settings.md, the block
//                        registry, the list of islands (blocks with <type>.client.ts), the
//                        block styles' imports and the fields that hold blocks
//                        (src/generate/generate-blocks.ts)
//   npm run gen -- --check  exit 1 when a generated file is stale
import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { generateTypes, typesFile } from '../src/generate/generate-types.ts';
import { docsFile, generateDocs } from '../src/generate/generate-docs.ts';
import { generateSettingsDocs, settingsDocsFile } from '../src/generate/generate-settings-docs.ts';
import { generateSiteSchema, siteSchemaFile } from '../src/generate/generate-block-list.ts';
import { generatedBlockFiles, missingComponents } from '../src/generate/generate-blocks.ts';

// The block list of the schema first: the types and docs are made from the schema.
const siteSchema = readFileSync(siteSchemaFile, 'utf8');
const schemaStale = generateSiteSchema(siteSchema) !== siteSchema;
if (schemaStale && !process.argv.includes('--check')) writeFileSync(siteSchemaFile, generateSiteSchema(siteSchema));

const outputs: Array<[string, string]> = [
  [siteSchemaFile, readFileSync(siteSchemaFile, 'utf8')],
  [typesFile, await generateTypes()],
  [docsFile, generateDocs()],
  [settingsDocsFile, generateSettingsDocs()],
  ...generatedBlockFiles(),
];
for (const file of missingComponents())
  console.warn(`${file} does not exist yet: the block registry names it, so npm run typecheck fails until it does.`);

const check = process.argv.includes('--check');
let stale = 0;
if (schemaStale) {
  if (process.argv.includes('--check')) {
    console.error(`${siteSchemaFile}: the block list is stale: run npm run gen`);
    stale++;
  } else console.log(`wrote ${siteSchemaFile}`);
}
for (const [file, text] of outputs) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current === text) continue;
  if (check) {
    console.error(`${file} is stale: run npm run gen`);
    stale++;
  } else {
    mkdirSync(dirname(resolve(file)), { recursive: true });
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}
process.exit(stale ? 1 : 0);
