// Helpers of the tests that kill the office: its data made once in the test's process (the
// database, the clones of alpha and beta, an owner of alpha signed in), then a real office
// process started and killed on that data as often as the test likes, and what the owner's
// browser would ask of it. Also a git hook that waits, once armed, so a kill lands inside git.
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestOffice, type Engine } from '../support/office-harness.ts';
import { freshDatabase } from '../support/postgres-cluster.ts';
import { gitIn, makeGitSite, type GitSite } from '../support/git-site.ts';
import { startOfficeProcess, type OfficeProcess } from '../support/office-process.ts';
import { siteEntry } from './editor-helpers.ts';
import { addPerson } from '../../office/auth/people.ts';
import { createSession } from '../../office/auth/sessions.ts';
import { API_PREFIX, type SiteState } from '../../editor/shared/api-contract.ts';

/** A git hook that, once armed (`arm` exists) and when `when` holds, touches `held` and waits a minute. */
export function waitingHook(file: string, arm: string, held: string, when = 'true'): void {
  writeFileSync(
    file,
    `#!/bin/sh\nif ${when} && [ -f '${arm}' ]; then rm -f '${arm}'; touch '${held}'; sleep 60; fi\nexit 0\n`,
  );
  chmodSync(file, 0o755);
}

export async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Not in time: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface KillableOffice {
  sites: [GitSite, GitSite];
  dataDir: string;
  /** The office's clone of alpha. */
  clone: string;
  /** The office process now running, once started. */
  running?: OfficeProcess;
  start(extra?: Record<string, string>): Promise<OfficeProcess>;
  call(path: string, init?: RequestInit): Promise<Response>;
  api: string;
  /** A save's body with business.phone changed, from the site as it is now. */
  saveBody(phone: string): Promise<string>;
  publish(): Promise<Response>;
  /** Files beside site.yaml that a save left (.site.yaml.PID.UUID.tmp/.old). */
  stray(): string[];
  status(): string;
  cleanup(): Promise<void>;
}

export async function killableOffice(engine: Engine): Promise<KillableOffice> {
  const sites: [GitSite, GitSite] = [makeGitSite(), makeGitSite()];
  const dataDir = mkdtempSync(join(tmpdir(), 'office-kill-'));
  const databaseUrl = engine === 'postgresql' ? await freshDatabase() : undefined;
  const made = await startTestOffice({
    engine,
    dataDir,
    databaseUrl,
    sites: [siteEntry('alpha', sites[0]), siteEntry('beta', sites[1])],
    env: { OFFICE_BUILD: 'off' },
  });
  const { id } = await addPerson(made.office.db, {
    email: 'ann@example.com',
    name: 'Ann',
    site: 'alpha',
    role: 'owner',
  });
  const { cookie } = await createSession(made.office, id);
  await made.stop();
  const env = {
    OFFICE_DATA: dataDir,
    OFFICE_CONFIG: join(dataDir, 'office.yaml'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const clone = join(dataDir, 'sites', 'alpha');
  const api = `/s/alpha${API_PREFIX}`;
  const office: KillableOffice = {
    sites,
    dataDir,
    clone,
    api,
    async start(extra = {}) {
      office.running = await startOfficeProcess({ ...env, ...extra });
      return office.running;
    },
    call(path, init = {}) {
      const url = office.running!.url;
      return fetch(new URL(path, url), {
        ...init,
        headers: {
          Cookie: cookie,
          ...(init.method === 'POST' ? { Origin: url, 'Content-Type': 'application/json' } : {}),
          ...(init.headers as Record<string, string>),
        },
      });
    },
    async saveBody(phone) {
      const state = (await (await office.call(`${api}site`)).json()) as SiteState;
      const data = structuredClone(state.data) as { business: Record<string, string> };
      data.business.phone = phone;
      return JSON.stringify({ baseVersion: state.version, data });
    },
    publish: () => office.call(`${api}publish`, { method: 'POST', body: '{}' }),
    stray: () => readdirSync(clone).filter((name) => name.startsWith('.site.yaml.')),
    status: () => gitIn(clone, 'status', '--porcelain'),
    async cleanup() {
      await office.running?.kill();
      for (const site of sites) site.cleanup();
      if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
  return office;
}
