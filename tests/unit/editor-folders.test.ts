// The editor's folders say where its code runs: editor/client/ in the browser, editor/server/
// in the dev server (Node), editor/shared/ on both sides. The browser app must not pull in the
// server or a Node builtin; the shared code must import neither side; and the site's own code
// (src/) never reaches into the editor.
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, importsOf } from '../support/import-graph.ts';

const BUILTINS = new Set(builtinModules);
const under = (folder: string) => (file: string) => file.startsWith(resolve(folder) + sep);
const where = (file: string) => relative(process.cwd(), file);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [resolve(dir, e.name)] : [],
  );
}

/** The value imports of `files` (type-only ones are erased) that land in one of `folders`. */
function importsInto(files: readonly string[], folders: readonly string[]): string[] {
  return files.flatMap((from) =>
    importsOf(from)
      .filter((s) => s.startsWith('.'))
      .map((s) => resolve(from, '..', s))
      .filter((file) => folders.some((f) => under(f)(file)))
      .map((file) => `${where(from)} imports ${where(file)}`),
  );
}

describe("the editor's folders", () => {
  it('the browser app loads nothing of the server and no Node builtin', () => {
    const edges = importGraph([resolve('editor/client/main.tsx')], (file) => !under('editor/server')(file));
    const reached = new Set(edges.flatMap((e) => (e.file ? [where(e.file)] : [])));
    expect(reached).toContain('editor/shared/field-labels.ts');
    const wrong = edges.flatMap(({ from, specifier, file }) =>
      specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0]!)
        ? [`${where(from)} imports ${specifier}`]
        : file && (under('editor/server')(file) || under('vite')(file))
          ? [`${where(from)} imports ${where(file)}`]
          : [],
    );
    expect(wrong).toEqual([]);
  });

  it('the shared code imports neither the browser app nor the server', () => {
    expect(importsInto(sources('editor/shared'), ['editor/client', 'editor/server'])).toEqual([]);
  });

  it("the site's code never imports the editor", () => {
    expect(importsInto(sources('src'), ['editor'])).toEqual([]);
  });

  it('names each import that lands in a forbidden folder', () => {
    const plugin = resolve('editor/server/plugin.ts');
    expect(importsInto([plugin], ['editor/server'])).toContain('editor/server/plugin.ts imports editor/server/api.ts');
  });
});
