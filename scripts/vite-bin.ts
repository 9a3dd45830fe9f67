// Vite's command line, wherever npm put Vite: the engine's own node_modules/ in its checkout
// (and in a site that links it by a file: path), the site's node_modules/ when the engine came
// packed (npm pack) or from a git URL and npm hoisted its dependencies beside it.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
