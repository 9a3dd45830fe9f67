// A site's preview template keeps one build at most waiting its turn in the office's one queue of
// builds (office/editor/site-template.ts), however many themes its previews name meanwhile: a
// flood of colours from one site's previews would otherwise put a turn in the queue for each, and
// every other site's build (its template, the editor's app) would wait behind them all. The
// waiting turn makes the last theme asked for. The queue here holds each turn until the test runs
// it; a turn runs the office's real build step, which builds nothing for a template already made
// for that theme (its stamp, .built-for and index.html are written first), so no Vite runs.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteTemplate } from '../../office/editor/site-template.ts';
import { themeKey, type TemplateTheme } from '../../office/editor/template-theme.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The template folder as a build for `theme` leaves it, newer than any source. */
function madeFor(outDir: string, theme: TemplateTheme): void {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'index.html'), '<title></title><div id="root"></div>');
  writeFileSync(join(outDir, '.built-from'), String(Date.now() + 365 * 86400e3));
  writeFileSync(join(outDir, '.built-for'), themeKey(theme));
}

const theme = (primary: string): TemplateTheme => ({ primary, secondary: '#8b5e1f' });

describe("a site's preview template", () => {
  it('keeps one turn at most waiting in the queue of builds, and that turn makes the last theme asked for', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'office-template-queue-'));
    dirs.push(dir);
    const outDir = join(dir, 'build', 'alpha');
    const turns: Array<() => Promise<unknown>> = [];
    const lines: string[] = [];
    const template = siteTemplate({
      siteFile: join(dir, 'site.yaml'),
      outDir,
      base: '/s/alpha/__admin/site/',
      serially: <T>(task: () => Promise<T>) =>
        new Promise<T>((done, fail) => turns.push(() => task().then(done, fail))),
      log: (line) => lines.push(line),
    });

    const first = theme('#245d90');
    madeFor(outDir, first);
    const firstMade = template.forTheme(first);
    expect(turns).toHaveLength(1);
    const running = turns[0](); // its turn has come: the build of the first theme is under way

    // Twenty colours asked for while it runs (an owner's picker, or a flood of requests).
    const flood = Array.from({ length: 20 }, (_, i) => theme(`#${(0x100000 + i * 0x1111).toString(16)}`));
    const asked = flood.map((t) => template.forTheme(t));
    expect(turns).toHaveLength(2);
    expect(new Set(asked).size).toBe(1);

    await running;
    expect(await firstMade).toBe(outDir);
    // The waiting turn makes the last colour asked for.
    madeFor(outDir, flood.at(-1)!);
    await turns[1]();
    for (const made of asked) expect(await made).toBe(outDir);
    expect(lines).toEqual([]); // nothing needed building: each turn found its theme's template made

    // A theme asked for once the waiting turn has begun takes a turn of its own.
    template.forTheme(first).catch(() => undefined);
    expect(turns).toHaveLength(3);
  });
});
