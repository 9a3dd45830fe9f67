// The files a change on disk was in, as the banner and the draft offer name them: the server's
// news, counted from the version the editor holds (or added to a change already shown), and for
// a draft the files holding the fields that differ.
import { describe, expect, it } from 'vitest';
import type { PageFileEntry } from '../shared/api-contract.ts';
import { filesInWords, filesOfChanges, outsideChange } from './changed-files.ts';

const entries: PageFileEntry[] = [
  { path: ['routes', 1], file: 'pages/contact.yaml', kind: 'page' },
  { path: ['routes', 0, 'children'], file: 'pages/cleaning/', kind: 'folder' },
  { path: ['routes', 0, 'children', 0], file: 'pages/cleaning/screens.yaml', kind: 'page' },
];
interface Page {
  path: string;
  heading?: string;
  children?: Page[];
}
const site: { business: { phone: string }; routes: Page[] } = {
  business: { phone: '(985) 555-0142' },
  routes: [
    { path: 'cleaning', children: [{ path: 'screens', heading: 'Screens' }] },
    { path: 'contact', heading: 'Contact' },
  ],
};

describe('outsideChange', () => {
  it("takes the news' files when they are counted from the version the editor holds", () => {
    expect(outsideChange(undefined, { version: 'b', from: 'a', files: ['pages/contact.yaml'] }, 'a')).toEqual({
      version: 'b',
      files: ['pages/contact.yaml'],
    });
  });

  it('adds the files of a second change to those of the change shown, and knows none from another version', () => {
    const shown = { version: 'b', files: ['pages/contact.yaml'] };
    expect(outsideChange(shown, { version: 'c', from: 'b', files: ['site.yaml', 'pages/contact.yaml'] }, 'a')).toEqual({
      version: 'c',
      files: ['pages/contact.yaml', 'site.yaml'],
    });
    expect(outsideChange(shown, { version: 'c', from: 'x', files: ['site.yaml'] }, 'a')).toEqual({ version: 'c' });
    expect(outsideChange(undefined, { version: 'c' }, 'a')).toEqual({ version: 'c' });
  });
});

describe('filesOfChanges', () => {
  it('names the file holding each field that differs: a page file, or site.yaml', () => {
    const changed = structuredClone(site);
    changed.routes[1].heading = 'Write to us';
    expect(filesOfChanges(site, changed, entries)).toEqual(['pages/contact.yaml']);
    changed.routes[0].children = [{ path: 'screens', heading: 'Window screens' }];
    changed.business.phone = '(985) 555-0199';
    expect(filesOfChanges(site, changed, entries)).toEqual([
      'site.yaml',
      'pages/cleaning/screens.yaml',
      'pages/contact.yaml',
    ]);
    expect(filesOfChanges(site, structuredClone(site), entries)).toEqual([]);
  });
});

describe('filesInWords', () => {
  it('names one, a few, or the first three and how many more', () => {
    expect(filesInWords(['site.yaml'])).toBe('site.yaml');
    expect(filesInWords(['site.yaml', 'pages/a.yaml'])).toBe('site.yaml and pages/a.yaml');
    expect(filesInWords(['a', 'b', 'c', 'd'])).toBe('a, b, c and d');
    expect(filesInWords(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c and 2 more files');
  });
});
