// The editor served by the office, per site, on both databases: a signed-in editor reads the
// site, saves, previews and publishes through the office; Publish pushes to the site's real bare
// repository, merges a remote that moved (a second clone pushed to it), shows a real conflict
// without overwriting it, says a remote that is gone in plain words and keeps the version for the
// next Publish. A person of site A finds nothing of site B.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { join } from 'node:path';
import { databases, type Engine } from '../support/office-harness.ts';
import { gitIn, type GitSite } from '../support/git-site.ts';
import { API_PREFIX } from '../../editor/shared/api-contract.ts';
import { json, officeWithSites, personOf, remoteText, eachTestTwoSites } from './editor-helpers.ts';

const PHONE = '(985) 555-0142';

const each = eachTestTwoSites();

/** The office serving alpha and beta, and its editor Ann of alpha (editor-helpers.ts). */
async function officeWithTwoSites(engine: Engine) {
  let clone: string;
  ({ office: each.office, clone } = await officeWithSites(engine, each.sites));
  return { ...(await personOf(each.office)), json, clone };
}

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
    expect(remoteText(each.sites[0])).toContain(PHONE);

    const result = await o.publish();
    expect(result.outcome).toBe('published');
    expect(result.push).toEqual({ ok: true, upToDate: false });
    expect(remoteText(each.sites[0])).toContain('phone: (985) 555-0199');
    expect(remoteText(each.sites[1])).toContain(PHONE); // the other site's repository is untouched
    const { rows } = await each.office!.office.db.query<{ site: string; actor: string; action: string }>(
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
    expect(existsSync(join(each.office!.dataDir, 'sites', 'beta', 'public', saved.path))).toBe(false);
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
    const before = readFileSync(join(each.office!.dataDir, 'sites', 'beta', 'site.yaml'), 'utf8');
    for (const [method, path] of routes) {
      const init = method === 'POST' ? o.json({ data: {}, baseVersion: 'x' }) : {};
      const res = await o.call(path, init);
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 404`);
      expect(await res.text()).not.toMatch(/beta|Pelican/);
    }
    expect(readFileSync(join(each.office!.dataDir, 'sites', 'beta', 'site.yaml'), 'utf8')).toBe(before);
    // Her own site answers; nobody signed in is asked to sign in.
    expect((await o.call(`/s/alpha${API_PREFIX}publish`)).status).toBe(200);
    expect((await each.office!.request(`/s/alpha${API_PREFIX}site`)).status).toBe(401);
  });

  it('merges a remote that moved (a push from a laptop) with the three-way merge of site.yaml, and publishes both', async () => {
    const o = await officeWithTwoSites(engine);
    await o.save({ phone: '(985) 555-0199' });
    pushFromLaptop(each.sites[0], 'email: office@pelicanexterior.example', 'email: hello@pelicanexterior.example');
    const result = await o.publish();
    expect(result.outcome, result.text).toBe('published');
    expect(result.text).toMatch(/merged/);
    const remote = remoteText(each.sites[0]);
    expect(remote).toContain('phone: (985) 555-0199');
    expect(remote).toContain('email: hello@pelicanexterior.example');
    // The comments of the file are kept, and the office's file is what was sent.
    expect(remote).toContain("# The engine's own test site");
    expect(readFileSync(join(o.clone, 'site.yaml'), 'utf8').trim()).toBe(remote);
    expect(gitIn(each.sites[0].remote, 'log', '--format=%s', '-3', 'main')).toContain('From the laptop');
  });

  it('shows a real conflict to the owner and overwrites nothing', async () => {
    const o = await officeWithTwoSites(engine);
    await o.save({ phone: '(985) 555-0199' });
    pushFromLaptop(each.sites[0], `phone: ${PHONE}`, 'phone: (985) 555-0777');
    const result = await o.publish();
    expect(result.outcome).toBe('committed');
    expect(result.text).toMatch(/changed the same field as you/);
    expect(result.text).toContain('business › phone is “(985) 555-0199” here and “(985) 555-0777” there');
    expect(remoteText(each.sites[0])).toContain('phone: (985) 555-0777');
    expect(readFileSync(join(o.clone, 'site.yaml'), 'utf8')).toContain('phone: (985) 555-0199');
    expect(gitIn(o.clone, 'status', '--porcelain', '--untracked-files=no')).toBe('');
    // Taking their value settles it: the next Publish merges and sends.
    await o.save({ phone: '(985) 555-0777' });
    const again = await o.publish();
    expect(again.outcome, again.text).toBe('published');
    expect(remoteText(each.sites[0])).toContain('phone: (985) 555-0777');
  });

  it('says plainly when the remote is gone, keeps the version, and sends it with the next Publish', async () => {
    const o = await officeWithTwoSites(engine);
    await o.save({ phone: '(985) 555-0199' });
    const away = `${each.sites[0].remote}-away`;
    renameSync(each.sites[0].remote, away);
    const result = await o.publish();
    renameSync(away, each.sites[0].remote);
    expect(result.outcome).toBe('committed');
    expect(result.text).toMatch(/there is no repository at .* any more/);
    expect(result.text).toMatch(/Your version is kept in the office and is sent with the next Publish/);
    expect(result.text).toMatch(
      /For your developer: put the repository back, or set the new address as repo of site “alpha”/,
    );
    expect(gitIn(o.clone, 'show', 'HEAD:site.yaml')).toContain('phone: (985) 555-0199');
    expect(remoteText(each.sites[0])).toContain(PHONE);

    const next = await o.publish();
    expect(next.push?.ok, next.text).toBe(true);
    expect(remoteText(each.sites[0])).toContain('phone: (985) 555-0199');
  });

  it('lets one of two Publishes at once win and tells the other, losing nothing', async () => {
    const o = await officeWithTwoSites(engine);
    await o.save({ phone: '(985) 555-0199' });
    const both = await Promise.all([o.call(`${o.api}publish`, o.json({})), o.call(`${o.api}publish`, o.json({}))]);
    const statuses = both.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = both.find((r) => r.status === 409)!;
    expect(((await refused.json()) as { error: string }).error).toMatch(/publish/i);
    expect(remoteText(each.sites[0])).toContain('phone: (985) 555-0199');
  });
});
