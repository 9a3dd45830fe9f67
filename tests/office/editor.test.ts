// The editor served by the office, per site, on both databases: a signed-in editor reads the
// site, saves, previews and publishes through the office; Publish pushes to the site's real bare
// repository, merges a remote that moved (a second clone pushed to it), shows a real conflict
// without overwriting it, says a remote that is gone in plain words and keeps the version for the
// next Publish. A person of site A finds nothing of site B.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { join } from 'node:path';
import { databases, startTestOffice, type TestOffice } from '../support/office-harness.ts';
import { gitIn, makeGitSite, type GitSite } from '../support/git-site.ts';
import { addPerson } from '../../office/auth/people.ts';
import { createSession } from '../../office/auth/sessions.ts';
import { API_PREFIX, type PublishResult, type SiteState } from '../../editor/shared/api-contract.ts';

const PHONE = '(985) 555-0142';

let office: TestOffice | undefined;
let sites: GitSite[] = [];
beforeEach(() => {
  sites = [makeGitSite(), makeGitSite()];
});
afterEach(async () => {
  await office?.stop();
  office = undefined;
  for (const site of sites) site.cleanup();
});

const siteEntry = (name: string, site: GitSite) => ({
  name,
  repo: site.remote,
  branch: 'main',
  origin: `https://${name}.example`,
});

async function officeWithTwoSites(engine: (typeof databases)[number]) {
  office = await startTestOffice({
    engine,
    sites: [siteEntry('alpha', sites[0]), siteEntry('beta', sites[1])],
    env: { OFFICE_BUILD: 'off' },
  });
  const { id } = await addPerson(office.office.db, { email: 'ann@example.com', site: 'alpha', role: 'editor' });
  const { cookie } = await createSession(office.office, id);
  const call = (path: string, init: RequestInit & { origin?: string | null } = {}) =>
    office!.request(path, { ...init, headers: { Cookie: cookie, ...(init.headers as Record<string, string>) } });
  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const api = `/s/alpha${API_PREFIX}`;
  const read = async () => (await (await call(`${api}site`)).json()) as SiteState;
  /** Saves site.yaml with business.phone (and more) changed, through the office. */
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
  const clone = join(office.dataDir, 'sites', 'alpha');
  return { call, json, api, read, save, publish, clone, cookie };
}

/** The site.yaml the bare repository's main holds. */
const remoteText = (site: GitSite) => gitIn(site.remote, 'show', 'main:site.yaml');

/** A laptop's change: committed in the second clone and pushed, so the remote moves. */
function pushFromLaptop(site: GitSite, from: string, to: string) {
  writeFileSync(site.siteFile, readFileSync(site.siteFile, 'utf8').replace(from, to));
  gitIn(site.dir, 'commit', '--quiet', '-am', 'From the laptop');
  gitIn(site.dir, 'push', '--quiet', 'origin', 'main');
}

describe.each(databases)('the editor in the office on %s', (engine) => {
  it("reads, saves and publishes a site for its editor, pushing to the site's repository, and records the publish", async () => {
    const o = await officeWithTwoSites(engine);
    const state = await o.read();
    expect(state.text).toContain(PHONE);
    expect(state.file).toBe(join(o.clone, 'site.yaml'));
    await o.save({ phone: '(985) 555-0199' });
    expect(readFileSync(join(o.clone, 'site.yaml'), 'utf8')).toContain('phone: (985) 555-0199');
    expect(remoteText(sites[0])).toContain(PHONE);

    const result = await o.publish();
    expect(result.outcome).toBe('published');
    expect(result.push).toEqual({ ok: true, upToDate: false });
    expect(remoteText(sites[0])).toContain('phone: (985) 555-0199');
    expect(remoteText(sites[1])).toContain(PHONE); // the other site's repository is untouched
    const { rows } = await office!.office.db.query<{ site: string; actor: string; action: string }>(
      "select site, actor, action from audit where action = 'publish'",
    );
    expect(rows).toEqual([{ site: 'alpha', actor: 'ann@example.com', action: 'publish' }]);
  });

  it("stores a photo from the phone through today's picture pipeline in the site's clone, upright and without its metadata", async () => {
    const o = await officeWithTwoSites(engine);
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a7' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await o.call(`${o.api}images`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg', 'X-File-Name': encodeURIComponent('IMG_0001 camera.jpg') },
      body: new Uint8Array(photo),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const saved = (await res.json()) as { path: string; width: number; height: number };
    expect(saved.path).toMatch(/^\/images\/uploads\/img-0001-camera-[0-9a-f]+\.jpg$/);
    expect([saved.width, saved.height]).toEqual([900, 1200]); // turned upright
    const file = join(o.clone, 'public', saved.path);
    expect(existsSync(file)).toBe(true);
    expect((await sharp(file).metadata()).orientation).toBeUndefined();
    expect(existsSync(join(office!.dataDir, 'sites', 'beta', 'public', saved.path))).toBe(false);
  });

  it('answers 404 to a person of site A for every editor route of site B, and 401 to nobody', async () => {
    const o = await officeWithTwoSites(engine);
    const routes: [string, string][] = [
      ['GET', '/s/beta/admin/'],
      ['GET', '/s/beta/admin'],
      ['GET', '/s/beta/__admin/site/images/x.svg'],
      ['GET', `/s/beta${API_PREFIX}site`],
      ['GET', `/s/beta${API_PREFIX}schema`],
      ['GET', `/s/beta${API_PREFIX}images`],
      ['GET', `/s/beta${API_PREFIX}events`],
      ['GET', `/s/beta${API_PREFIX}publish`],
      ['GET', `/s/beta${API_PREFIX}publish/history`],
      ['GET', `/s/beta${API_PREFIX}publish/preview?commit=${'a'.repeat(40)}&path=/`],
      ['POST', `/s/beta${API_PREFIX}check`],
      ['POST', `/s/beta${API_PREFIX}save`],
      ['POST', `/s/beta${API_PREFIX}preview`],
      ['POST', `/s/beta${API_PREFIX}images`],
      ['POST', `/s/beta${API_PREFIX}rename-plan`],
      ['POST', `/s/beta${API_PREFIX}publish`],
      ['POST', `/s/beta${API_PREFIX}publish/init`],
      ['POST', `/s/beta${API_PREFIX}publish/restore`],
      ['GET', `/s/nosuch${API_PREFIX}site`],
    ];
    const before = readFileSync(join(office!.dataDir, 'sites', 'beta', 'site.yaml'), 'utf8');
    for (const [method, path] of routes) {
      const init = method === 'POST' ? o.json({ data: {}, baseVersion: 'x' }) : {};
      const res = await o.call(path, init);
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 404`);
      expect(await res.text()).not.toMatch(/beta|Pelican/);
    }
    expect(readFileSync(join(office!.dataDir, 'sites', 'beta', 'site.yaml'), 'utf8')).toBe(before);
    // Her own site answers; nobody signed in is asked to sign in.
    expect((await o.call(`/s/alpha${API_PREFIX}publish`)).status).toBe(200);
    expect((await office!.request(`/s/alpha${API_PREFIX}site`)).status).toBe(401);
  });

  it('merges a remote that moved (a push from a laptop) with the three-way merge of site.yaml, and publishes both', async () => {
    const o = await officeWithTwoSites(engine);
    await o.save({ phone: '(985) 555-0199' });
    pushFromLaptop(sites[0], 'email: office@pelicanexterior.example', 'email: hello@pelicanexterior.example');
    const result = await o.publish();
    expect(result.outcome, result.text).toBe('published');
    expect(result.text).toMatch(/merged/);
    const remote = remoteText(sites[0]);
    expect(remote).toContain('phone: (985) 555-0199');
    expect(remote).toContain('email: hello@pelicanexterior.example');
    // The comments of the file are kept, and the office's file is what was sent.
    expect(remote).toContain("# The engine's own test site");
    expect(readFileSync(join(o.clone, 'site.yaml'), 'utf8').trim()).toBe(remote);
    expect(gitIn(sites[0].remote, 'log', '--format=%s', '-3', 'main')).toContain('From the laptop');
  });

  it('shows a real conflict to the owner and overwrites nothing', async () => {
    const o = await officeWithTwoSites(engine);
    await o.save({ phone: '(985) 555-0199' });
    pushFromLaptop(sites[0], `phone: ${PHONE}`, 'phone: (985) 555-0777');
    const result = await o.publish();
    expect(result.outcome).toBe('committed');
    expect(result.text).toMatch(/changed the same field as you/);
    expect(result.text).toContain('business › phone is “(985) 555-0199” here and “(985) 555-0777” there');
    expect(remoteText(sites[0])).toContain('phone: (985) 555-0777');
    expect(readFileSync(join(o.clone, 'site.yaml'), 'utf8')).toContain('phone: (985) 555-0199');
    expect(gitIn(o.clone, 'status', '--porcelain', '--untracked-files=no')).toBe('');
    // Taking their value settles it: the next Publish merges and sends.
    await o.save({ phone: '(985) 555-0777' });
    const again = await o.publish();
    expect(again.outcome, again.text).toBe('published');
    expect(remoteText(sites[0])).toContain('phone: (985) 555-0777');
  });

  it('says plainly when the remote is gone, keeps the version, and sends it with the next Publish', async () => {
    const o = await officeWithTwoSites(engine);
    await o.save({ phone: '(985) 555-0199' });
    const away = `${sites[0].remote}-away`;
    renameSync(sites[0].remote, away);
    const result = await o.publish();
    renameSync(away, sites[0].remote);
    expect(result.outcome).toBe('committed');
    expect(result.text).toMatch(/there is no repository at .* any more/);
    expect(result.text).toMatch(/Your version is kept in the office and is sent with the next Publish/);
    expect(result.text).toMatch(
      /For your developer: put the repository back, or set the new address as repo of site “alpha”/,
    );
    expect(gitIn(o.clone, 'show', 'HEAD:site.yaml')).toContain('phone: (985) 555-0199');
    expect(remoteText(sites[0])).toContain(PHONE);

    const next = await o.publish();
    expect(next.push?.ok, next.text).toBe(true);
    expect(remoteText(sites[0])).toContain('phone: (985) 555-0199');
  });

  it('lets one of two Publishes at once win and tells the other, losing nothing', async () => {
    const o = await officeWithTwoSites(engine);
    await o.save({ phone: '(985) 555-0199' });
    const both = await Promise.all([o.call(`${o.api}publish`, o.json({})), o.call(`${o.api}publish`, o.json({}))]);
    const statuses = both.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = both.find((r) => r.status === 409)!;
    expect(((await refused.json()) as { error: string }).error).toMatch(/publish/i);
    expect(remoteText(sites[0])).toContain('phone: (985) 555-0199');
  });
});
