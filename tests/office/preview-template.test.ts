// The office's preview template (office/editor/builds.ts: the site's index.html, stylesheet and
// page script, built by Vite) is made from the site's brand colours alone: every page, its menu
// and its lists of towns are rendered per preview in the office's process from the site as
// checked (office/editor/preview.ts), so the build reads none of the site's files. A template is
// kept for its colours (the key of the Sass they make beside the build's stamp): asked for the
// same colours again, written in any letter case, nothing is built; for others, it is built
// again, and differs. Real Vite builds.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSiteTemplate } from '../../office/editor/builds.ts';

const out = mkdtempSync(join(tmpdir(), 'preview-template-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Every file of a build but its stamp and key, by name, with its bytes. */
function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && !entry.name.startsWith('.built-')) {
      const path = join(entry.parentPath, entry.name);
      files[path.slice(dir.length)] = readFileSync(path, 'latin1');
    }
  return files;
}

const build = (name: string, primary: string) =>
  buildSiteTemplate({
    theme: { primary, secondary: '#a7793c' },
    outDir: join(out, name),
    base: '/s/alpha/__admin/site/',
  });
const stylesheet = (files: Record<string, string>) =>
  Object.entries(files).find(([name]) => name.endsWith('.css'))?.[1] ?? '';

describe("the office's preview template and the site's brand colours", () => {
  it('is built for its colours, kept while they are the same, and built again for others', async () => {
    expect((await build('first', '#245d90')).built).toBe(true);
    const first = filesOf(join(out, 'first'));
    expect(first['/index.html']).toContain('<div id="root"></div>');
    expect(stylesheet(first)).toContain('#245d90');

    expect((await build('first', '#245d90')).built).toBe(false);
    expect((await build('first', '#245D90')).built).toBe(false);
    // Built afresh elsewhere for the same colours: the same template, byte for byte.
    expect((await build('again', '#245d90')).built).toBe(true);
    expect(filesOf(join(out, 'again'))).toEqual(first);

    expect((await build('first', '#902445')).built).toBe(true);
    const other = filesOf(join(out, 'first'));
    expect(other).not.toEqual(first);
    expect(stylesheet(other)).toContain('#902445');
    expect(stylesheet(other)).not.toContain('#245d90');
  }, 300_000);
});
