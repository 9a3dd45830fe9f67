// Code is split by where it runs: what the browser loads (src/client/main.ts, and through it
// every island's <type>.client.ts) may import only modules that run in a browser. A Node builtin or a module of
// a Node-only folder there would break the page or bundle build-time code into it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importGraph, type ImportEdge } from '../support/import-graph.ts';

const NODE_ONLY_FOLDERS = ['src/validate', 'src/generate', 'src/schema', 'src/host', 'vite', 'scripts'].map(
  (f) => resolve(f) + sep,
);
const BUILTINS = new Set(builtinModules);

const isNodeOnly = (file: string) => NODE_ONLY_FOLDERS.some((folder) => file.startsWith(folder));
/** The browser's graph: a Node-only module is reported where it is imported, not walked into. */
const browserGraph = (entries: string[]) => importGraph(entries, (file) => !isNodeOnly(file));

/** Each import of the graph that the browser cannot or must not load, in words. */
function nodeOnlyImports(edges: readonly ImportEdge[]): string[] {
  const where = (file: string) => relative(process.cwd(), file);
  return edges.flatMap(({ from, specifier, file }) => {
    if (specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0]!))
      return [`${where(from)} imports the Node builtin ${specifier}`];
    if (file && isNodeOnly(file)) return [`${where(from)} imports the Node-only ${where(file)}`];
    return [];
  });
}

const tmp = mkdtempSync(join(tmpdir(), 'browser-imports-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the code the browser loads', () => {
  const edges = browserGraph([resolve('src/client/main.ts')]);

  it('reaches every island and the site code they share', () => {
    const files = new Set(edges.flatMap((e) => (e.file ? [relative(process.cwd(), e.file)] : [])));
    for (const file of [
      'src/islands/wake.ts',
      'src/blocks/islands.generated.ts',
      'src/client/desktop-menu.ts',
      'src/layout/menu-focus.ts',
      'src/blocks/carousel/carousel.client.ts',
      'src/blocks/contactForm/contactForm.client.ts',
      'src/blocks/contactForm/delivery/waiting.ts',
    ])
      expect(files).toContain(file);
  });

  it('imports no Node builtin and nothing from a Node-only folder', () => {
    expect(nodeOnlyImports(edges)).toEqual([]);
  });

  it('loads no React: its islands are plain TypeScript on the HTML React rendered on the server', () => {
    const react = edges.filter((e) => /^react(-dom)?(\/|$)/.test(e.specifier));
    expect(react.map((e) => `${relative(process.cwd(), e.from)} imports ${e.specifier}`)).toEqual([]);
  });

  it('the island mechanism imports no block: the page script hands it the generated list', () => {
    const mechanism = importGraph([resolve('src/islands/wake.ts'), resolve('src/islands/Island.tsx')], () => true);
    const blocks = resolve('src/blocks') + sep;
    expect(mechanism.filter((e) => e.file?.startsWith(blocks)).map((e) => e.specifier)).toEqual([]);
  });

  it('would be caught importing node:fs or the validator, even behind another module', () => {
    const entry = join(tmp, 'entry.ts');
    const validate = (file: string) => relative(tmp, resolve('src/validate', file));
    // A type-only import is erased when compiled: allowed.
    writeFileSync(
      entry,
      `import { helper } from './helper.ts';\nimport type { Problem } from '${validate('problem.ts')}';\nhelper();\n`,
    );
    writeFileSync(
      join(tmp, 'helper.ts'),
      `import { readFileSync } from 'node:fs';\nimport { loadSiteFile } from '${validate('load-site.ts')}';\nexport const helper = () => [readFileSync, loadSiteFile];\n`,
    );
    expect(nodeOnlyImports(browserGraph([entry]))).toEqual([
      `${relative(process.cwd(), join(tmp, 'helper.ts'))} imports the Node builtin node:fs`,
      `${relative(process.cwd(), join(tmp, 'helper.ts'))} imports the Node-only src/validate/load-site.ts`,
    ]);
  });
});
