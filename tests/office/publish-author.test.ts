// A version published or restored from the office is by the signed-in person: their name and
// email are its author in the site's real remote (the office is the committer), and a name with
// line breaks, < > or control characters cannot break git's ident line or forge a header.
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databases, startTestOffice } from '../support/office-harness.ts';
import { gitIn, type GitSite } from '../support/git-site.ts';
import { testSite } from '../support/test-site.ts';
import { json, officeWithSites, personOf, eachTestTwoSites } from './editor-helpers.ts';
import { gitIdent } from '../../editor/server/git-ident.ts';
import { addPerson } from '../../office/auth/people.ts';
import { createSession } from '../../office/auth/sessions.ts';
import { auditOf } from '../../office/audit.ts';
import { API_PREFIX, type PublishResult } from '../../editor/shared/api-contract.ts';

const each = eachTestTwoSites();

/** Author and committer of the remote's newest commit on main, and its raw header. */
function remoteHead(site: GitSite) {
  const [author, committer] = gitIn(site.remote, 'log', '-1', '--format=%an <%ae>%x00%cn <%ce>', 'main').split('\0');
  const raw = gitIn(site.remote, 'cat-file', 'commit', 'main');
  const header = raw.slice(0, raw.indexOf('\n\n')).split('\n');
  return { author, committer, header };
}

describe('gitIdent', () => {
  const fallback = { name: 'Office', email: 'office@localhost' };
  it('keeps a plain name and email as they are', () => {
    expect(gitIdent({ name: "Ann O'Neil", email: 'ann@example.com' }, fallback)).toEqual({
      name: "Ann O'Neil",
      email: 'ann@example.com',
    });
  });
  it('takes line breaks, control characters and < > out of a name, and uses the email without a usable one', () => {
    expect(
      gitIdent({ name: 'Ann\r\nauthor Eve <eve@x.example> 1 +0000\u0007\u2028', email: 'ann@example.com' }, fallback),
    ).toEqual({ name: 'Ann author Eve eve@x.example 1 +0000', email: 'ann@example.com' });
    expect(gitIdent({ name: ' <>.,;"\' \t', email: 'ann@example.com' }, fallback).name).toBe('ann');
    expect(gitIdent({ name: '', email: 'bad\n<address>' }, fallback)).toEqual(fallback);
  });
});

describe.each(databases)('versions published from the office on %s', (engine) => {
  it('are authored by the signed-in person, committed by the office, in the remote and in History', async () => {
    ({ office: each.office } = await officeWithSites(engine, each.sites));
    const ann = await personOf(each.office, { email: 'ann@example.com', name: "Ann O'Neil" });
    await ann.save({ phone: '(985) 555-0199' });
    const result = await ann.publish();
    expect(result.outcome, result.text).toBe('published');
    const head = remoteHead(each.sites[0]);
    expect(head.author).toBe("Ann O'Neil <ann@example.com>");
    expect(head.committer).toBe('Office <office@localhost>');
    expect((await ann.history())[0].author).toBe("Ann O'Neil");

    // Restore is hers too.
    const first = (await ann.history()).at(-1)!;
    const restored = await ann.restore(first.commit);
    expect(restored.outcome, restored.text).toBe('published');
    expect(remoteHead(each.sites[0]).author).toBe("Ann O'Neil <ann@example.com>");
  });

  it('makes the merge of a remote that moved hers too', async () => {
    ({ office: each.office } = await officeWithSites(engine, each.sites));
    const ann = await personOf(each.office, { email: 'ann@example.com', name: 'Ann' });
    await ann.save({ phone: '(985) 555-0199' });
    const laptop = each.sites[0];
    writeFileSync(laptop.siteFile, readFileSync(laptop.siteFile, 'utf8').replace('office@', 'hello@'));
    gitIn(laptop.dir, 'commit', '--quiet', '-am', 'From the laptop');
    gitIn(laptop.dir, 'push', '--quiet', 'origin', 'main');
    const result = await ann.publish();
    expect(result.text).toMatch(/merged/);
    expect(
      gitIn(each.sites[0].remote, 'log', '-1', '--format=%s%x00%P', 'main').split('\0')[1].split(' '),
    ).toHaveLength(2);
    expect(remoteHead(each.sites[0])).toMatchObject({
      author: 'Ann <ann@example.com>',
      committer: 'Office <office@localhost>',
    });
  });

  it('writes a hostile name as one clean author line, with no header forged', async () => {
    ({ office: each.office } = await officeWithSites(engine, each.sites));
    const eve = await personOf(each.office, {
      email: 'eve@example.com',
      name: 'Eve\nauthor Mallory <mallory@evil.example> 0 +0000\ncommitter X <x@y>\u0007 <',
    });
    await eve.save({ phone: '(985) 555-0111' });
    expect((await eve.publish()).outcome).toBe('published');
    const head = remoteHead(each.sites[0]);
    expect(head.author).toBe('Eve author Mallory mallory@evil.example 0 +0000 committer X x@y <eve@example.com>');
    expect(head.header.filter((line) => line.startsWith('author '))).toHaveLength(1);
    expect(head.header.filter((line) => line.startsWith('committer '))).toHaveLength(1);
    expect(head.header.join('\n')).not.toContain('<mallory@evil.example>');
  });

  it('makes the first version of a folder that kept none hers too (Start keeping versions)', async () => {
    // The office serves a folder of its own in place (no office.yaml), which is no repository yet.
    const folder = mkdtempSync(join(tmpdir(), 'office-no-git-'));
    cpSync(testSite.file, join(folder, 'site.yaml'));
    cpSync(testSite.publicDir, join(folder, 'public'), { recursive: true });
    try {
      each.office = await startTestOffice({ engine, env: { OFFICE_BUILD: 'off', SITE_DIR: folder } });
      const { id } = await addPerson(each.office.office.db, {
        email: 'ann@example.com',
        name: 'Ann',
        site: 'site',
        role: 'owner',
      });
      const { cookie } = await createSession(each.office.office, id);
      const res = await each.office.request(`/s/site${API_PREFIX}publish/init`, {
        ...json({}),
        headers: { ...json({}).headers, Cookie: cookie },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const started = (await res.json()) as PublishResult;
      expect(started.outcome).toBe('committed');
      const [author, committer] = gitIn(folder, 'log', '-1', '--format=%an <%ae>%x00%cn <%ce>').split('\0');
      expect(author).toBe('Ann <ann@example.com>');
      expect(committer).toBe('Office <office@localhost>');
      expect(gitIn(folder, 'show', '--name-only', '--format=', 'HEAD')).toContain('site.yaml');
      const audit = await auditOf(each.office.office.db, 'site');
      expect(audit[0]).toMatchObject({ actor: 'ann@example.com', action: 'publish' });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
