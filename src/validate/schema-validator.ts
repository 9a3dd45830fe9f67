// Compiles schema/ once with ajv (strict, allErrors, discriminator). Node only.
// useDefaults: validating fills in every missing field that has a `default` in the schema,
// so the loaded site holds each default once (the output types of site-types.generated.ts)
// and no component repeats one. The discriminator lets ajv apply defaults inside a block.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { readSchemaFiles, blockTypeOf, SCHEMA_KEYWORDS } from '../schema/schema-files.ts';

export interface SiteValidator {
  validate: ValidateFunction;
  blockTypes: string[];
  /** The validator of one block type's schema (defaults filled in the same way). */
  validateBlock(type: string): ValidateFunction;
  /** Allowed property names of each schema, found by the schema object ajv reports. */
}

let cached: SiteValidator | undefined;

export function siteValidator(): SiteValidator {
  if (cached) return cached;
  const ajv = new Ajv2020({ strict: true, allErrors: true, discriminator: true, verbose: true, useDefaults: true });
  for (const keyword of SCHEMA_KEYWORDS) ajv.addKeyword({ ...keyword });
  const files = readSchemaFiles();
  for (const f of files) ajv.addSchema({ ...f.schema, $id: f.id });
  const validate = ajv.getSchema(files[0].id);
  if (!validate) throw new Error('site.schema.json did not compile');
  const blockTypes = files
    .filter((f) => f.name.startsWith('blocks/'))
    .map(blockTypeOf)
    .sort();
  const validateBlock = (type: string) => {
    const file = files.find((f) => f.name === `blocks/${type}.schema.json`);
    const fn = file && ajv.getSchema(file.id);
    if (!fn) throw new Error(`No schema for block type "${type}"`);
    return fn;
  };
  cached = { validate, blockTypes, validateBlock };
  return cached;
}

export type { ErrorObject };
