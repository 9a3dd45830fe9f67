// The office's bundle (office/bundle.mjs): made whole into a folder of its own and named in
// current.json; stale once a file it was made from is newer than it, or gone; and the bundled
// office works as the sources do: it finds its migrations and its sign-in page's files beside its
// sources (import.meta.dirname), not beside the bundle.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freshBundle, makeBundle } from '../../office/bundle.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const folder = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  dirs.push(dir);
  return dir;
};

interface Current {
  id: string;
  madeAt: number;
  inputs: string[];
}
const currentOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'current.json'), 'utf8')) as Current;

/** Runs the bundle's main.js until it says it is ready; resolves with its address and a stop. */
function runBundle(main: string, dataDir: string) {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, OFFICE_PORT: '0', OFFICE_DATA: dataDir, OFFICE_BUILD: 'off', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  const ready = new Promise<string>((done, fail) => {
    const take = (chunk: Buffer) => {
      said += chunk.toString('utf8');
      const url = /The office is ready at (\S+) /.exec(said)?.[1];
      if (url) done(url);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('exit', (code) => fail(new Error(`the bundled office stopped (${code}): ${said}`)));
  });
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    return gone;
  };
  return { ready, stop, said: () => said };
}

describe("the office's bundle", () => {
  it('is made whole, named current, and stale when a source is newer or gone', async () => {
    const dir = folder('office-bundle');
    const main = await makeBundle(dir);
    const current = currentOf(dir);
    expect(main).toBe(join(dir, current.id, 'main.js'));
    expect(current.inputs).toEqual(expect.arrayContaining(['office/main.ts', 'office/db/migrate.ts']));
    expect(current.inputs.some((input) => input.includes('node_modules'))).toBe(false);
    expect(freshBundle(dir)).toBe(main);

    // A source changed after the bundle was made (told by the time it was made, moved back).
    writeFileSync(
      join(dir, 'current.json'),
      JSON.stringify({ ...current, madeAt: current.madeAt - 10 * 365 * 86400e3 }),
    );
    expect(freshBundle(dir)).toBeUndefined();
    // A source the bundle was made from that is gone.
    writeFileSync(join(dir, 'current.json'), JSON.stringify({ ...current, inputs: ['office/no-such-file.ts'] }));
    expect(freshBundle(dir)).toBeUndefined();
    // No bundle at all.
    expect(freshBundle(folder('no-bundle'))).toBeUndefined();
  });

  it('removes the bundles made over an hour before it, and keeps newer ones an office may still load from', async () => {
    const dir = folder('office-bundles');
    const old = join(dir, 'old-1');
    const recent = join(dir, 'recent-1');
    for (const made of [old, recent]) mkdirSync(made);
    const twoHoursAgo = (Date.now() - 2 * 3600e3) / 1000;
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    await makeBundle(dir);
    const left = readdirSync(dir);
    expect(left).not.toContain('old-1');
    expect(left).toContain('recent-1');
    expect(left).toContain(currentOf(dir).id);
  });

  it('keeps the bundle it replaces an hour from now, however old: an office may have just started from it', async () => {
    const dir = folder('office-bundles-replaced');
    const current = join(dir, 'was-current');
    mkdirSync(current);
    writeFileSync(join(dir, 'current.json'), JSON.stringify({ id: 'was-current', madeAt: 0, inputs: [] }));
    // A name a killed office wrote and never renamed to current.json.
    const stray = join(dir, 'current.json.killed');
    writeFileSync(stray, '{}');
    const twoHoursAgo = (Date.now() - 2 * 3600e3) / 1000;
    for (const path of [current, stray]) utimesSync(path, twoHoursAgo, twoHoursAgo);
    await makeBundle(dir);
    const left = readdirSync(dir);
    expect(left).toContain('was-current');
    expect(left).not.toContain('current.json.killed');
    expect(currentOf(dir).id).not.toBe('was-current');
  });

  it('starts an office that runs its migrations and serves the sign-in page with its files', async () => {
    // Made where the office's bundles are (the packages it imports are found from there).
    const bundles = mkdtempSync(join('office', '.build', 'bundle-test-'));
    dirs.push(bundles);
    const main = await makeBundle(bundles);
    const office = runBundle(main, join(folder('office-bundle-data'), 'data'));
    try {
      const url = await office.ready;
      expect(office.said()).toMatch(/Database: ran 001-core\.sql/);
      const css = await fetch(`${url}/auth/office.css`);
      expect(css.status).toBe(200);
      expect(await css.text()).toBe(readFileSync('office/auth/office.css', 'utf8'));
      const script = await fetch(`${url}/auth/office.js`);
      expect(script.status).toBe(200);
      expect((await script.text()).length).toBeGreaterThan(100);
      const health = (await (await fetch(`${url}/healthz`)).json()) as { database: string };
      expect(health.database).toBe('ok');
    } finally {
      await office.stop();
    }
  }, 60_000);
});
