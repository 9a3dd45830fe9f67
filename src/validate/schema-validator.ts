// Compiles schema/ once with ajv (strict, allErrors, discriminator). Node only.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { readSchemaFiles, blockTypeOf } from '../schema/schema-files.ts';

export interface SiteValidator {
  validate: ValidateFunction;
  blockTypes: string[];
  /** Allowed property names of each schema, found by the schema object ajv reports. */
}

let cached: SiteValidator | undefined;

export function siteValidator(): SiteValidator {
  if (cached) return cached;
  const ajv = new Ajv2020({ strict: true, allErrors: true, discriminator: true, verbose: true });
  // What yaml-language-server shows when a link's pattern fails; our own messages come from
  // the URL classifier (schema-errors.ts). An annotation: it validates nothing.
  ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' });
  const files = readSchemaFiles();
  for (const f of files) ajv.addSchema({ ...f.schema, $id: f.id });
  const validate = ajv.getSchema(files[0].id);
  if (!validate) throw new Error('site.schema.json did not compile');
  const blockTypes = files.filter((f) => f.name.startsWith('blocks/')).map(blockTypeOf).sort();
  cached = { validate, blockTypes };
  return cached;
}

export type { ErrorObject };
