// The PGlite folder's lock (OFFICE_DATA/db.lock): a second office on the same folder is refused
// in words; a lock left by an office that died is taken over, also when the dead office is a
// zombie that nobody reaps (a container's first process often never does), as after a kill.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../../office/db/pglite-db.ts';
import { processState } from '../../office/process-state.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-lock-'));
  dirs.push(dir);
  return dir;
};

/** The children of a process, from /proc, with their state (Z: a zombie). */
const childrenOf = (parent: number) =>
  readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .map((e) => ({ pid: Number(e), ...processState(Number(e)) }))
    .filter((p) => p.ppid === parent);

describe('the PGlite folder lock', () => {
  it('refuses a folder a live process holds, naming it', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'db.lock'), String(process.ppid || 1));
    await expect(openPglite(dir)).rejects.toThrow(/is in use by process \d+ \(a running office\)/);
  });

  it('takes over the lock of an office that died, even one left a zombie', async () => {
    // sh starts `true` in the background and becomes sleep, which never waits for it: the
    // ended `true` stays a zombie while sleep runs.
    const parent = spawn('sh', ['-c', 'true & exec sleep 30'], { stdio: 'ignore' });
    try {
      let zombie: number | undefined;
      for (let i = 0; i < 200 && !zombie; i++) {
        zombie = childrenOf(parent.pid!).find((c) => c.state === 'Z')?.pid;
        if (!zombie) await new Promise((r) => setTimeout(r, 25));
      }
      expect(zombie, 'a zombie to test with').toBeDefined();
      const dir = folder();
      writeFileSync(join(dir, 'db.lock'), String(zombie));
      const db = await openPglite(dir);
      try {
        expect(readFileSync(join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
      } finally {
        await db.close();
      }
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
