// The office's figures (issue 41): start to ready with PGlite (a data folder that exists, the
// median of a few starts), and resident memory at rest (its builds ended) with one site and with ten. Each office
// runs as `npm run office` runs it (package.json's command, from the office's bundle), in its own
// process, so the figures are its own.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { stringify } from 'yaml';
import { childPids, median, treeRssKiB } from './build-run.ts';

export const OFFICE_TARGET = { startMs: 2000, idleMiB1: 250, idleMiB10: 400 };

interface Started {
  ms: number;
  rssMiB: number;
}

/** The command lines of a process's descendants. */
function descendants(pid: number): string[] {
  return childPids(pid).flatMap((child) => {
    let command = '';
    try {
      command = readFileSync(`/proc/${child}/cmdline`, 'utf8').replace(/\0/g, ' ');
    } catch {
      /* ended meanwhile */
    }
    return [command, ...descendants(child)];
  });
}

/**
 * Waits until the office's builds (Vite, in child processes, begun just after start when their
 * sources changed) have ended: memory at rest is the office's own, not a build's. The builds run
 * one after another, with a moment between two in which none runs: the builds are over when none
 * has run for `quietMs`. Ten sites' templates, each built for a few tens of seconds on a loaded
 * machine, take minutes.
 */
async function buildsDone(pid: number, limitMs = 1_200_000, quietMs = 5000): Promise<void> {
  const deadline = Date.now() + limitMs;
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < quietMs) {
    if (descendants(pid).some((c) => /vite/.test(c))) quietSince = Date.now();
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** `npm run office` as package.json says it (node and its arguments), without npm's own process. */
function officeCommand(): string[] {
  const script = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
    .office;
  const [program, ...args] = script.split(/\s+/);
  if (program !== 'node') throw new Error(`package.json's office script is not a node command: ${script}`);
  return args;
}

/** Starts an office, waits for its "ready" line and its builds, lets it settle, reads its memory, stops it. */
async function startOnce(env: NodeJS.ProcessEnv, settleMs = 3000): Promise<Started> {
  const t0 = performance.now();
  const child = spawn(process.execPath, officeCommand(), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const ms = await new Promise<number>((done, fail) => {
    const onData = (d: Buffer) => {
      out += String(d);
      if (out.includes('The office is ready')) done(performance.now() - t0);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => fail(new Error(`the office stopped (${code}): ${out.slice(-400)}`)));
  });
  await new Promise((r) => setTimeout(r, 1000)); // the builds begin half a second after start
  await buildsDone(child.pid ?? 0);
  await new Promise((r) => setTimeout(r, settleMs));
  const rssMiB = treeRssKiB(child.pid ?? 0) / 1024;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { ms, rssMiB };
}

/** A bare repository holding a copy of the landscaping example as its site. */
function siteRepo(dir: string, name: string): string {
  const work = join(dir, `${name}-work`);
  const bare = join(dir, `${name}.git`);
  execFileSync('cp', ['-r', resolve('examples/landscaping'), work]);
  const git = (...args: string[]) => execFileSync('git', ['-C', work, ...args], { stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', 'commit', '-qm', 'site');
  execFileSync('git', ['clone', '-q', '--bare', work, bare]);
  return bare;
}

export async function officeBench(runs: number) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-office-'));
  try {
    const base = { OFFICE_PORT: '0', OFFICE_PUBLIC_URL: '', OFFICE_SMTP_URL: '', DATABASE_URL: '' };
    const one = { ...base, OFFICE_DATA: join(dir, 'one') };
    // Makes the data folder, the office's bundle and its builds: the starts measured find them
    // there, and no build left running by a stopped office slows them.
    await startOnce(one, 0);
    const starts: Started[] = [];
    for (let i = 0; i < runs; i++) starts.push(await startOnce(one));
    const sites = Array.from({ length: 10 }, (_, i) => ({
      name: `site-${i + 1}`,
      repo: siteRepo(dir, `site-${i + 1}`),
      origin: `https://site-${i + 1}.example`,
    }));
    writeFileSync(join(dir, 'office.yaml'), stringify({ sites }));
    const ten = { ...base, OFFICE_DATA: join(dir, 'ten'), OFFICE_CONFIG: join(dir, 'office.yaml') };
    await startOnce(ten, 0);
    const tens: Started[] = [];
    for (let i = 0; i < runs; i++) tens.push(await startOnce(ten));
    return {
      startMs: Math.round(median(starts.map((s) => s.ms))),
      idleMiB1: Math.round(median(starts.map((s) => s.rssMiB))),
      startMs10: Math.round(median(tens.map((s) => s.ms))),
      idleMiB10: Math.round(median(tens.map((s) => s.rssMiB))),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
