// Ground floor first: shared basics never import from what is built on them. The layers,
// from the ground up:
//   1. shared basics — React parts every block or page may use (src/components), the site's
//      data and its types (src/site), reading schema/ (src/schema), Markdown (src/markdown),
//      colours (src/theme), pictures (src/pictures), the loader and its checks (src/validate),
//      search-engine data (src/seo) and the host's headers (src/host). They import only each
//      other (and packages).
//   2. the page frame — header, footer and site context (src/layout), the frame and list of
//      blocks and the generated registry (the files directly in src/blocks), the renderer
//      (src/render). It may use features: rendering a block type is what it is for.
//   3. features — one block type (src/blocks/<type>/), the islands (src/islands), the page
//      script (src/client) and the editor (editor/). Features may use one another.
// Build tools (vite/, scripts/, src/generate) sit above all three. Type-only imports count:
// a basic that names a feature's type depends on that feature all the same.
import { execFileSync } from 'node:child_process';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf } from '../support/import-graph.ts';

const BASICS = [
  'src/components/',
  'src/site/',
  'src/schema/',
  'src/markdown/',
  'src/theme/',
  'src/pictures/',
  'src/validate/',
  'src/seo/',
  'src/host/',
];
const FEATURES = [/^src\/blocks\/[^/]+\//, /^src\/islands\//, /^src\/client\//, /^editor\//];

const root = resolve(import.meta.dirname, '../..');
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isBasic = (file: string) => BASICS.some((folder) => file.startsWith(folder));

/** What a file outside the basics is, in words. */
function layerOf(file: string): string {
  if (FEATURES.some((f) => f.test(file))) return 'the feature';
  if (/^src\/(layout|render)\//.test(file) || /^src\/blocks\/[^/]+$/.test(file)) return 'the page frame';
  return 'the upper floor';
}

/** Each import of a basic (`file`, relative to the root) that climbs out of the basics, in words. */
function climbs(file: string, text?: string): string[] {
  if (!isBasic(file) || isTest(file)) return [];
  return importsOf(join(root, file), text, { types: true }).flatMap((specifier) => {
    if (!specifier.startsWith('.')) return [];
    const target = relative(root, resolve(root, dirname(file), specifier));
    return isBasic(target) ? [] : [`${file} imports ${layerOf(target)} ${target}`];
  });
}

const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard', ...BASICS], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.tsx?$/.test(f));

describe('import direction: shared basics never import from features', () => {
  it('reads every module of the basics', () => {
    expect(tracked).toContain('src/components/AccordionItem.tsx');
    expect(tracked).toContain('src/validate/load-site.ts');
    expect(tracked.length).toBeGreaterThan(60);
  });

  it('no shared basic imports the page frame, a feature or a build tool', () => {
    expect(tracked.flatMap((file) => climbs(file))).toEqual([]);
  });

  it('would be caught: a value or type import of a block, the frame, an island or the editor', () => {
    const file = 'src/components/AccordionItem.tsx';
    const text = [
      "import { ItemHeading } from '../blocks/BlockSection.tsx';",
      "import type { Slide } from '../blocks/carousel/Carousel.tsx';",
      "import { Island } from '../islands/Island.tsx';",
      "export { fieldTitle } from '../../editor/shared/field-labels.ts';",
      "const later = () => import('../../editor/shared/api.ts');",
      "import { SmartLink } from './SmartLink.tsx';",
    ].join('\n');
    expect(climbs(file, text)).toEqual([
      `${file} imports the page frame src/blocks/BlockSection.tsx`,
      `${file} imports the feature src/blocks/carousel/Carousel.tsx`,
      `${file} imports the feature src/islands/Island.tsx`,
      `${file} imports the feature editor/shared/field-labels.ts`,
      `${file} imports the feature editor/shared/api.ts`,
    ]);
    expect(climbs('src/validate/checks/x.ts', "import { x } from '../../../vite/site-plugin.ts';")).toEqual([
      'src/validate/checks/x.ts imports the upper floor vite/site-plugin.ts',
    ]);
  });
});
