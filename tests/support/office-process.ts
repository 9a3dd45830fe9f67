// The office as a real child process (`node office/run.mjs`, as npm run office starts it), in a
// process group of its own, so a test can kill it the way a crash or systemd's kill does: the
// office and every git it runs at once, with SIGKILL. Its output is kept; `waitFor` resolves
// when a line matches.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { processState } from '../../office/process-state.ts';

export interface OfficeProcess {
  child: ChildProcess;
  /** http://localhost:PORT, once ready. */
  url: string;
  output: string[];
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** SIGKILL to the office and all it started; resolves when it is gone. */
  kill(): Promise<void>;
}

/** Whether a process of the group is still running (not ended, nor a zombie): from /proc. */
function groupRunning(group: number): boolean {
  return readdirSync('/proc').some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    const p = processState(Number(entry));
    return p?.pgrp === group && p.state !== 'Z';
  });
}

export async function startOfficeProcess(env: Record<string, string>): Promise<OfficeProcess> {
  const child = spawn(process.execPath, [join('office', 'run.mjs')], {
    env: { ...process.env, OFFICE_PORT: '0', OFFICE_BUILD: 'off', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const waiters = new Set<{ pattern: RegExp; done: (line: string) => void }>();
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      output.push(line);
      for (const w of [...waiters])
        if (w.pattern.test(line)) {
          waiters.delete(w);
          w.done(line);
        }
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const waitFor = (pattern: RegExp, timeoutMs = 45_000) => {
    const held = output.find((line) => pattern.test(line));
    if (held) return Promise.resolve(held);
    return new Promise<string>((done, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`The office did not say ${pattern} in time. It said:\n${output.join('\n')}`)),
        timeoutMs,
      );
      waiters.add({
        pattern,
        done: (line) => {
          clearTimeout(timer);
          done(line);
        },
      });
    });
  };
  const office: OfficeProcess = {
    child,
    url: '',
    output,
    waitFor,
    async kill() {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
      await exited;
      // tsx runs the office in a child of its own: wait until every process of the group has
      // ended (a zombie has), not only tsx, so a restart never meets the office still dying.
      for (let i = 0; i < 200 && groupRunning(child.pid!); i++) await new Promise((r) => setTimeout(r, 25));
    },
  };
  const ready = await Promise.race([
    waitFor(/The office is ready at (http:\/\/\S+)/),
    exited.then(() => {
      throw new Error(`The office stopped before it was ready:\n${output.join('\n')}`);
    }),
  ]);
  office.url = /The office is ready at (http:\/\/\S+)/.exec(ready)![1];
  return office;
}
