// History and Restore through the office, end to end over HTTP on both databases: two versions
// published from the office, the first restored from History; the remote gets a new version
// holding the first one's site.yaml, the office's clone holds it too with nothing left over,
// unpublished changes are not replaced without being confirmed, and the restore is recorded.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { databases } from '../support/office-harness.ts';
import { gitIn } from '../support/git-site.ts';
import { json, officeWithSites, personOf, remoteText, eachTestTwoSites } from './editor-helpers.ts';

const each = eachTestTwoSites();

describe.each(databases)('Restore through the office on %s', (engine) => {
  it('restores the first of two published versions into the remote and the clone, and records it', async () => {
    let clone: string;
    ({ office: each.office, clone } = await officeWithSites(engine, each.sites));
    const ann = await personOf(each.office, { email: 'ann@example.com', name: 'Ann' });
    await ann.save({ phone: '(985) 555-0101' });
    const first = await ann.publish();
    expect(first.outcome, first.text).toBe('published');
    const firstText = remoteText(each.sites[0]);
    await ann.save({ phone: '(985) 555-0202' });
    expect((await ann.publish()).outcome).toBe('published');
    expect(remoteText(each.sites[0])).toContain('phone: (985) 555-0202');

    const versions = await ann.history();
    expect(versions.map((v) => v.commit).slice(0, 2)).toEqual([
      gitIn(each.sites[0].remote, 'rev-parse', 'main'),
      first.commit,
    ]);
    const restored = await ann.restore(first.commit!);
    expect(restored.outcome, restored.text).toBe('published');
    expect(restored.push).toEqual({ ok: true, upToDate: false });

    // The remote has a new version on top (History is never rewritten) holding the first one's file.
    expect(remoteText(each.sites[0])).toBe(firstText);
    expect(gitIn(each.sites[0].remote, 'log', '-1', '--format=%s', 'main')).toMatch(/^Restored the version of /);
    expect(gitIn(each.sites[0].remote, 'rev-list', '--count', 'main')).toBe('4');
    // The clone holds it, committed, with nothing staged or changed, level with the remote.
    expect(readFileSync(join(clone, 'site.yaml'), 'utf8').trim()).toBe(firstText);
    expect(gitIn(clone, 'status', '--porcelain', '--untracked-files=no')).toBe('');
    expect(gitIn(clone, 'rev-parse', 'HEAD')).toBe(gitIn(each.sites[0].remote, 'rev-parse', 'main'));
    // The editor reads it.
    const state = await ann.read();
    expect(state.text.trim()).toBe(firstText);
    expect(state.version).toBe(restored.version);

    const { rows } = await each.office.office.db.query<{ actor: string; action: string; detail: { outcome: string } }>(
      "select actor, action, detail from audit where site = 'alpha' and action in ('publish', 'restore') order by id",
    );
    expect(rows.map((r) => `${r.action} ${r.actor} ${r.detail.outcome}`)).toEqual([
      'publish ann@example.com published',
      'publish ann@example.com published',
      'restore ann@example.com published',
    ]);
  });

  it('does not replace unpublished changes unless told to, and then puts the published version back', async () => {
    ({ office: each.office } = await officeWithSites(engine, each.sites));
    const ann = await personOf(each.office);
    const shipped = (await ann.history())[0];
    await ann.save({ phone: '(985) 555-0303' });
    const { version } = await ann.read();
    const refused = await ann.call(`${ann.api}publish/restore`, json({ commit: shipped.commit, baseVersion: version }));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { unpublished?: boolean }).unpublished).toBe(true);
    expect((await ann.read()).text).toContain('phone: (985) 555-0303');

    const restored = await ann.restore(shipped.commit, true);
    expect(restored.outcome, restored.text).toBe('nothing');
    expect((await ann.read()).text).not.toContain('555-0303');
    expect(remoteText(each.sites[0])).toBe(gitIn(each.sites[0].remote, 'show', `${shipped.commit}:site.yaml`));
  });
});
