// site-engine migrate [--write] [FILE]: after an engine update that retired a field, rewrites
// site.yaml (of SITE_DIR, else the folder the command runs in) in the new form, keeping its
// comments and everything else as written. Without --write it only says what it would change.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseDocument } from 'yaml';
import { migrateDocument } from '../src/validate/retired-fields.ts';
import { displayPath, siteLocation } from '../src/validate/site-location.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { write: { type: 'boolean', default: false } },
});
const file = positionals[0] ?? siteLocation().file;
const doc = parseDocument(readFileSync(file, 'utf8'), { keepSourceTokens: true });
if (doc.errors.length) {
  console.error(`${displayPath(file)} cannot be read as YAML: run npm run validate first, which says where.`);
  process.exit(1);
}
const changes = migrateDocument(doc);
if (!changes.length) {
  console.log(`${displayPath(file)} uses no retired field: nothing to change.`);
  process.exit(0);
}
for (const change of changes) console.log(`- ${change}`);
if (!values.write) {
  console.log(`\n${changes.length} change(s) to make. Run again with --write to rewrite ${displayPath(file)}.`);
  process.exit(0);
}
const temp = `${file}.migrate-${process.pid}`;
writeFileSync(temp, doc.toString({ lineWidth: 0 }));
renameSync(temp, file);
console.log(`\nRewrote ${displayPath(file)} (${changes.length} change(s)); its comments are kept.`);
