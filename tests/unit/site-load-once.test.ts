// site.yaml is read once per build: the Vite plugins reach it through the site plugin's
// `api` (vite/site-plugin.ts), never by calling the loader themselves. The other callers
// are the editor's API (editor/server/, dev only), which checks the owner's unsaved drafts as text,
// not the file, and its History, which checks an old version's texts as git holds them. (The build that prints each warning once is
// tests/integration/build-warnings.test.ts.)
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from '../support/import-graph.ts';

const LOADER = resolve('src/validate/load-site.ts');

function viteFiles(dir = 'vite'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? viteFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('the Vite plugins', () => {
  it('load site.yaml only in the site plugin (the editor checks drafts, not the file)', () => {
    const loaders = [...viteFiles('editor/server'), ...viteFiles()].filter((file) =>
      importGraph([resolve(file)], () => false).some((edge) => edge.file === LOADER),
    );
    expect(loaders).toEqual(['editor/server/problems.ts', 'editor/server/version-files.ts', 'vite/site-plugin.ts']);
  });
});
