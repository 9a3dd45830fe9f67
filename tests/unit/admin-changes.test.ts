// The owner's unsaved edits as operations, replayed onto a site.yaml that changed on disk:
// what applies is merged, the same change on both sides is kept once, and a field changed on
// both sides is a conflict with both values.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { changesBetween, rebaseHistory, replay } from '../../editor/client/changes.ts';
import { record, startHistory, undo } from '../../editor/client/history.ts';
import { getAt, setAt } from '../../src/site/data-path.ts';
import { testSite } from '../support/test-site.ts';

type Site = { business: Record<string, unknown>; routes: { path: string; heading?: string }[] };
const base = parse(readFileSync(testSite.file, 'utf8')) as Site;
const team = base.routes.findIndex((r) => r.path === 'our-team');

describe('unsaved edits as operations', () => {
  it('lists each changed field with its value before and after, and a list whose length changed as a whole', () => {
    let mine = setAt(base, ['business', 'location'], 'Mandeville, LA');
    mine = setAt(mine, ['routes', team, 'heading'], 'Meet the Team');
    expect(changesBetween(base, mine)).toEqual([
      { path: ['business', 'location'], before: 'Covington, LA', after: 'Mandeville, LA' },
      { path: ['routes', team, 'heading'], before: base.routes[team].heading, after: 'Meet the Team' },
    ]);
    const shorter = setAt(base, ['routes'], base.routes.slice(1));
    expect(changesBetween(base, shorter)).toEqual([{ path: ['routes'], before: base.routes, after: shorter.routes }]);
    expect(changesBetween(base, structuredClone(base))).toEqual([]);
  });

  it('replays edits onto a file changed elsewhere, keeping both changes', () => {
    const mine = setAt(base, ['business', 'location'], 'Mandeville, LA');
    const theirs = setAt(base, ['business', 'company'], 'Pelican Exterior Care');
    const merge = replay(base, theirs, changesBetween(base, mine));
    expect(getAt(merge.data, ['business', 'company'])).toBe('Pelican Exterior Care');
    expect(getAt(merge.data, ['business', 'location'])).toBe('Mandeville, LA');
    expect(merge.applied).toHaveLength(1);
    expect(merge.conflicts).toEqual([]);
  });

  it('finds the edited page after a page was added above it on disk', () => {
    const mine = setAt(base, ['routes', team, 'heading'], 'Meet the Team');
    const theirs = setAt(
      base,
      ['routes'],
      [base.routes[0], { path: 'new-page', name: 'New' }, ...base.routes.slice(1)],
    );
    const merge = replay(base, theirs, changesBetween(base, mine));
    expect(merge.conflicts).toEqual([]);
    expect(getAt(merge.data, ['routes', team + 1])).toMatchObject({ path: 'our-team', heading: 'Meet the Team' });
    expect(getAt(merge.data, ['routes', 1])).toEqual({ path: 'new-page', name: 'New' });
  });

  it("keeps the file's value and offers both where the same field changed on both sides", () => {
    const mine = setAt(base, ['business', 'location'], 'Mandeville, LA');
    const theirs = setAt(base, ['business', 'location'], 'Slidell, LA');
    const merge = replay(base, theirs, changesBetween(base, mine));
    expect(merge.conflicts).toEqual([
      { path: ['business', 'location'], base: 'Covington, LA', mine: 'Mandeville, LA', theirs: 'Slidell, LA' },
    ]);
    expect(getAt(merge.data, ['business', 'location'])).toBe('Slidell, LA');
  });

  it('counts the same change made on both sides once, and an edit of a page removed on disk as a conflict', () => {
    const mine = setAt(setAt(base, ['business', 'location'], 'Slidell, LA'), ['routes', team, 'heading'], 'Team');
    const theirs = setAt(
      setAt(base, ['business', 'location'], 'Slidell, LA'),
      ['routes'],
      base.routes.filter((r) => r.path !== 'our-team'),
    );
    const merge = replay(base, theirs, changesBetween(base, mine));
    expect(merge.same.map((c) => c.path)).toEqual([['business', 'location']]);
    expect(merge.conflicts).toMatchObject([{ mine: 'Team', theirs: undefined }]);
    expect((merge.data as Site).routes.map((r) => r.path)).not.toContain('our-team');
  });

  describe('two list items with the same name (two team members called Mike)', () => {
    type Member = { name: string; role: string; description: string };
    const mike = (role: string): Member => ({ name: 'Mike', role, description: 'Technician' });
    const ann: Member = { name: 'Ann', role: 'Office', description: 'Answers the phone' };
    const before = { members: [mike('Partner'), mike('Crew'), ann] };
    // The owner edits the first Mike.
    const mine = setAt(before, ['members', 0, 'description'], 'Runs the office');

    it.each([
      ['removed the Mike edited', [mike('Crew'), ann]],
      [
        'renamed the Mike edited and moved him to the end',
        [mike('Crew'), ann, { ...mike('Partner'), name: 'Michael' }],
      ],
      [
        'renamed the Mike edited and swapped him with the other',
        [mike('Crew'), { ...mike('Partner'), name: 'Michael' }, ann],
      ],
    ])('where the file %s, the edit is a conflict, never applied to the other Mike', (_, members) => {
      const theirs = { members };
      const merge = replay(before, theirs, changesBetween(before, mine));
      expect(merge.applied).toEqual([]);
      expect(merge.conflicts).toHaveLength(1);
      expect(merge.conflicts[0]).toMatchObject({ mine: 'Runs the office' });
      expect(merge.data).toEqual(theirs);
    });

    it('where the file only moved them, the edit still reaches the Mike edited (he is found by his whole value)', () => {
      const theirs = { members: [ann, mike('Crew'), mike('Partner')] };
      const merge = replay(before, theirs, changesBetween(before, mine));
      expect(merge.conflicts).toEqual([]);
      expect((merge.data as typeof theirs).members[2]).toEqual({ ...mike('Partner'), description: 'Runs the office' });
      expect((merge.data as typeof theirs).members[1]).toEqual(mike('Crew'));
    });
  });

  it('rebases the undo history onto the new file: undoing after a load never drops the other change', () => {
    const first = setAt(base, ['business', 'location'], 'Mandeville, LA');
    const second = setAt(first, ['business', 'phone'], '(985) 555-0199');
    const h = record(record(startHistory<Site>(base), first, undefined, 0), second, undefined, 5000);
    const theirs = setAt(base, ['business', 'company'], 'Pelican Exterior Care');
    const merged = replay(base, theirs, changesBetween(base, second)).data as Site;
    const rebased = rebaseHistory(h, base, theirs, merged);
    expect(rebased.present.business).toMatchObject({ company: 'Pelican Exterior Care', phone: '(985) 555-0199' });
    const once = undo(rebased).present;
    expect(once.business).toMatchObject({ company: 'Pelican Exterior Care', location: 'Mandeville, LA' });
    expect(once.business.phone).toBe(base.business.phone);
    expect(undo(undo(rebased)).present).toEqual(theirs);
  });
});
