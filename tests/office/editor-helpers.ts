// Helpers of the tests of the editor in the office: an office with two sites (alpha and beta),
// each with a copy of the site in a real repository and a real bare remote, and a signed-in
// person of alpha who reads, saves, publishes, reads History and restores through the office.
import { afterEach, beforeEach, expect } from 'vitest';
import { join } from 'node:path';
import { startTestOffice, type Engine, type TestOffice } from '../support/office-harness.ts';
import { gitIn, makeGitSite, type GitSite } from '../support/git-site.ts';
import { addPerson } from '../../office/auth/people.ts';
import { createSession } from '../../office/auth/sessions.ts';
import type { Role } from '../../office/http/router.ts';
import { API_PREFIX, type PublishResult, type SiteState, type Version } from '../../editor/shared/api-contract.ts';

export const siteEntry = (name: string, site: GitSite) => ({
  name,
  repo: site.remote,
  branch: 'main',
  origin: `https://${name}.example`,
});

export const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** The site.yaml the bare repository's main holds. */
export const remoteText = (site: GitSite) => gitIn(site.remote, 'show', 'main:site.yaml');

/** A signed-in person of site alpha, with what they do through the office's editor API. */
export async function personOf(
  office: TestOffice,
  person: { email: string; name?: string; role?: Role } = { email: 'ann@example.com' },
) {
  const { id } = await addPerson(office.office.db, {
    email: person.email,
    name: person.name,
    site: 'alpha',
    role: person.role ?? 'editor',
  });
  const { cookie } = await createSession(office.office, id);
  const call = (path: string, init: RequestInit & { origin?: string | null } = {}) =>
    office.request(path, { ...init, headers: { Cookie: cookie, ...(init.headers as Record<string, string>) } });
  const api = `/s/alpha${API_PREFIX}`;
  const read = async () => (await (await call(`${api}site`)).json()) as SiteState;
  /** Saves site.yaml with business fields changed, through the office. */
  const save = async (change: Record<string, string>) => {
    const state = await read();
    const data = structuredClone(state.data) as { business: Record<string, string> };
    Object.assign(data.business, change);
    const res = await call(`${api}save`, json({ baseVersion: state.version, data }));
    expect(res.status, await res.clone().text()).toBe(200);
  };
  const publish = async () => {
    const res = await call(`${api}publish`, json({}));
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as PublishResult;
  };
  const history = async () => {
    const res = await call(`${api}publish/history`);
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { versions: Version[] }).versions;
  };
  const restore = async (commit: string, replaceUnpublished = false) => {
    const { version } = await read();
    const res = await call(`${api}publish/restore`, json({ commit, baseVersion: version, replaceUnpublished }));
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as PublishResult & { version: string };
  };
  return { id, cookie, call, api, read, save, publish, history, restore };
}

/** An office serving alpha and beta (no builds), and the folder of alpha's clone. */
export async function officeWithSites(engine: Engine, sites: [GitSite, GitSite], env: Record<string, string> = {}) {
  const office = await startTestOffice({
    engine,
    sites: [siteEntry('alpha', sites[0]), siteEntry('beta', sites[1])],
    env: { OFFICE_BUILD: 'off', ...env },
  });
  return { office, clone: join(office.dataDir, 'sites', 'alpha') };
}

/** What a test file's tests share: two new sites each, and the office a test started. */
export interface EachTest {
  sites: [GitSite, GitSite];
  office?: TestOffice;
}

/**
 * For a test file: two new sites (real repositories with bare remotes) before each test; after
 * it, the office the test put in `office` stopped and the sites removed.
 */
export function eachTestTwoSites(): EachTest {
  const each = {} as EachTest;
  beforeEach(() => {
    each.sites = [makeGitSite(), makeGitSite()];
  });
  afterEach(async () => {
    await each.office?.stop();
    each.office = undefined;
    for (const site of each.sites) site.cleanup();
  });
  return each;
}
