// The promise of docs/developer.md for a new block type: its schema, its folder and `npm run gen`, no
// other edit. In a copy of the project, a block type from tests/fixtures/new-block-type/ (a
// schema whose `below` field holds blocks, a component and its styles) is added; after
// `npm run gen` it is in the block list, the types, the docs, the registry, the style imports
// and the fields that hold blocks, and a page's blocks that use it validate and render.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const fixture = join(root, 'tests/fixtures/new-block-type');
let work: string;
const read = (file: string) => readFileSync(join(work, file), 'utf8');
const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: work, encoding: 'utf8', timeout: 120_000, env: { ...process.env, NO_COLOR: '1' } });

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'new-block-type-'));
  for (const part of ['schema', 'src', 'scripts', 'docs/blocks.md', 'package.json', 'tsconfig.json'])
    cpSync(join(root, part), join(work, part), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');
  cpSync(join(fixture, 'quoteBox.schema.json'), join(work, 'schema/blocks/quoteBox.schema.json'));
  for (const file of ['QuoteBoxBlock.tsx', '_quoteBox.scss', 'quoteBox.client.ts'])
    cpSync(join(fixture, file), join(work, 'src/blocks/quoteBox', file), { recursive: true });
}, 60_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('adding a block type', () => {
  it('npm run gen wires the schema and the folder in, with no other edit', () => {
    const gen = run('npm', ['run', 'gen']);
    expect(gen.stderr).not.toMatch(/does not exist yet/);
    expect(gen.status).toBe(0);
    expect(read('schema/site.schema.json')).toContain('{ "$ref": "blocks/quoteBox.schema.json" }');
    expect(read('src/site/site-types.generated.ts')).toMatch(/export interface QuoteBoxBlock</);
    expect(read('docs/blocks.md')).toContain('quoteBox');
    const registry = read('src/blocks/registry.generated.ts');
    expect(registry).toContain("import QuoteBoxBlock from './quoteBox/QuoteBoxBlock.tsx';");
    expect(registry).toContain('  quoteBox: QuoteBoxBlock,');
    expect(read('src/blocks/islands.generated.ts')).toContain(
      "  quoteBox: () => import('./quoteBox/quoteBox.client.ts'),",
    );
    expect(read('src/styles/_blocks.generated.scss')).toContain("@import '../blocks/quoteBox/quoteBox';");
    expect(read('src/site/nested-blocks.generated.ts')).toContain("quoteBox: ['below'],");
  }, 120_000);

  it('a page using it validates, its nested blocks are walked, and it renders through the registry', () => {
    cpSync(join(fixture, 'render.ts'), join(work, 'render.ts'));
    const out = run('npx', ['tsx', 'render.ts']);
    expect(out.stderr).toBe('');
    const { valid, walked, html } = JSON.parse(out.stdout) as { valid: boolean; walked: string[]; html: string };
    expect(valid).toBe(true);
    expect(walked).toEqual(['0 quoteBox', '0.below.0 richText']);
    expect(html).toContain('<blockquote class="quote-box">Fixed in a day.</blockquote>');
    expect(html).toMatch(/^<site-island data-island="quoteBox" data-when="interaction" data-props="[^"]*Thank you/);
    expect(html).toContain('Call us <strong>today</strong>.');
  }, 120_000);

  it('without its component, npm run gen says so, and the registry it writes still names it', () => {
    unlinkSync(join(work, 'src/blocks/quoteBox/QuoteBoxBlock.tsx'));
    const gen = run('npm', ['run', 'gen']);
    expect(gen.stderr).toContain('quoteBox/QuoteBoxBlock.tsx does not exist yet');
    expect(existsSync(join(work, 'src/blocks/registry.generated.ts'))).toBe(true);
    expect(read('src/blocks/registry.generated.ts')).toContain("from './quoteBox/QuoteBoxBlock.tsx'");
  }, 120_000);
});
