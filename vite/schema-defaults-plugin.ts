// `import defaults from '…/x.schema.json?defaults'` gives only the "default" values of a
// schema (nested by property), so components can use the schema's defaults without
// shipping the whole schema — descriptions, examples and all — to the browser.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const SUFFIX = '.schema.json?defaults';
const PREFIX = '\0schema-defaults:';

type Schema = Record<string, unknown>;

export function schemaDefaults(schema: Schema): unknown {
  if ('default' in schema) return schema.default;
  const props = schema.properties as Record<string, Schema> | undefined;
  if (!props) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, sub] of Object.entries(props)) {
    const value = schemaDefaults(sub);
    if (value !== undefined) out[key] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

export function schemaDefaultsPlugin(): Plugin {
  return {
    name: 'schema-defaults',
    enforce: 'pre',
    async resolveId(id, importer) {
      if (!id.endsWith(SUFFIX)) return undefined;
      const resolved = await this.resolve(id.slice(0, -'?defaults'.length), importer, { skipSelf: true });
      // The module id must not end in .json, or Vite's JSON plugin would parse our output.
      return resolved ? `${PREFIX}${resolved.id}.js` : undefined;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const file = id.slice(PREFIX.length, -'.js'.length);
      this.addWatchFile(file);
      const schema = JSON.parse(readFileSync(file, 'utf8')) as Schema;
      return `export default ${JSON.stringify(schemaDefaults(schema) ?? {})};\n`;
    },
  };
}
