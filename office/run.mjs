// `npm run office [-- COMMAND …]`: the office from its bundle (bundle.mjs), made first when it is
// missing or older than its sources; from its TypeScript sources through tsx when no bundle can be
// made (a folder it cannot write, or a source esbuild cannot read: tsx then says where).
import { setFlagsFromString } from 'node:v8';

// PGlite's WebAssembly compiled by V8's first compiler only (Liftoff), not again by its optimising
// one in the background: measured on this 2-core machine, the office at rest holds about 35 MiB
// less, and its first queries do not wait for that compiling; the office's queries are small
// enough that the optimised code saved nothing measurable. Set before PGlite is loaded.
setFlagsFromString('--liftoff-only');

let entry;
try {
  const { officeBundle } = await import('./bundle.mjs');
  entry = await officeBundle();
} catch (error) {
  const why = String(error instanceof Error ? error.message : error).split('\n')[0];
  console.error(`The office runs from its TypeScript sources: its bundle could not be made (${why}).`);
  const { register } = await import('tsx/esm/api');
  register();
  entry = new URL('./main.ts', import.meta.url).href;
}
await import(entry);
