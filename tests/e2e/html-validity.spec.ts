// The W3C Nu HTML Checker (vnu-jar, needs Java) over every HTML file of the e2e build, in
// one Java run: the built pages must have no error. A broken page checked in the same run
// proves that the checker runs and reports.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { filesUnder, freshBuild } from './built-site.ts';

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

/** The path of vnu.jar (the package exports it as a String object). */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const BROKEN =
  '<!doctype html><html lang="en"><title>x</title><div><figcaption>x</figcaption></div><input autocomplete="street-address">';

function runNu(files: string[]): NuMessage[] {
  if (spawnSync('java', ['-version']).error)
    throw new Error('Java is missing: apt-get install -y default-jre-headless (.ci/run does this)');
  const r = spawnSync('java', ['-Xss8m', '-jar', vnuJar, '--format', 'json', '--errors-only', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 240_000,
  });
  if (r.error) throw r.error;
  if (!r.stderr.startsWith('{')) throw new Error(`vnu.jar gave no report (exit ${r.status}): ${r.stderr || r.stdout}`);
  return (JSON.parse(r.stderr) as { messages: NuMessage[] }).messages;
}

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
