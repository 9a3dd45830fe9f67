// The W3C Nu HTML Checker (vnu-jar, needs Java) over every HTML file of the e2e build, in
// one Java run: the built pages must have no error. A broken page checked in the same run
// proves that the checker runs and reports.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';
import { ownPageTest as test } from './shared-page.ts';
import { filesUnder, freshBuild } from './built-site.ts';
import { runNu } from './nu-checker.ts';

const BROKEN =
  '<!doctype html><html lang="en"><title>x</title><div><figcaption>x</figcaption></div><input autocomplete="street-address">';

test('the Nu HTML Checker finds no error in any built page, and does find them in a broken one', async () => {
  test.setTimeout(300_000);
  const dir = resolve(freshBuild());
  const scratch = mkdtempSync(join(tmpdir(), 'nu-'));
  try {
    writeFileSync(join(scratch, 'broken.html'), BROKEN);
    const pages = filesUnder(dir).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(20);
    const messages = runNu([...pages, join(scratch, 'broken.html')]);
    const ours = messages
      .filter((m) => !m.url.endsWith('/broken.html'))
      .map((m) => `${m.url.slice(m.url.indexOf(dir) + dir.length)}:${m.lastLine ?? '?'} ${m.message}`);
    expect(ours).toEqual([]);
    const broken = messages.filter((m) => m.url.endsWith('/broken.html')).map((m) => m.message);
    expect(broken).toEqual(
      expect.arrayContaining([expect.stringMatching(/figcaption/), expect.stringMatching(/street-address/)]),
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
