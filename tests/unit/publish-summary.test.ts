// The words of a published version's message: what changed between two versions of the
// site's data, named as the owner sees it (page names, block headings, the form's labels).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { bundleSchema } from '../../editor/shared/bundle-schema.ts';
import { readSchemaFiles } from '../../src/schema/schema-files.ts';
import { commitMessage, describeChanges, labelsFrom } from '../../editor/server/change-summary.ts';
import { testSite } from '../support/test-site.ts';

const labels = labelsFrom(bundleSchema(readSchemaFiles()));
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits site.yaml's data freely
type Site = Record<string, any>;
const site = (): Site => parse(readFileSync(testSite.file, 'utf8')) as Site;
const page = (data: Site, name: string): Site => data.routes.find((r: Site) => r.name === name);
const describeEdit = (edit: (data: Site) => void) => {
  const after = site();
  edit(after);
  return describeChanges(site(), after, labels);
};

describe('describeChanges', () => {
  it('says nothing for the same site', () => {
    expect(describeChanges(site(), site(), labels)).toEqual([]);
  });

  it('names a page by its name and the field by its label', () => {
    expect(describeEdit((d) => (page(d, 'Our Team').heading = 'The people'))).toEqual(['Our Team: new heading']);
  });

  it('says which block moved above which, by their headings', () => {
    const changes = describeEdit((d) => {
      const blocks = page(d, 'Home').blocks as Site[];
      const faq = blocks.findIndex((b) => b.type === 'faqAccordion');
      const reviews = blocks.findIndex((b) => b.type === 'testimonials');
      blocks.splice(reviews, 0, ...blocks.splice(faq, 1));
    });
    expect(changes).toEqual(['Home: moved “Frequently asked questions” above “What our customers say”']);
  });

  it('tells added, removed and edited blocks apart; an edited heading is an edit, not a new block', () => {
    const changes = describeEdit((d) => {
      const blocks = page(d, 'Our Team').blocks as Site[];
      blocks.push({ type: 'notice', text: 'Closed on Monday.' });
      blocks.splice(
        blocks.findIndex((b) => b.type === 'teamCards'),
        1,
      );
      blocks[1].heading = 'Ten more reasons';
    });
    expect(changes).toEqual(['Our Team: removed “Meet the team”, edited “Ten more reasons” (heading), added Notice']);
  });

  it('names business fields by their form labels, new and removed pages and menu entries', () => {
    const changes = describeEdit((d) => {
      d.business.phone = '(985) 555-0100';
      d.business.siteUrl = 'https://www.example.com';
      d.routes.push({ path: 'gutter-guards', name: 'Gutter Guards', heading: 'Gutter Guards' });
      d.routes.splice(
        d.routes.findIndex((r: Site) => r.name === 'Why Use Us'),
        1,
      );
      d.menu.push({ title: 'Gutter Guards', url: 'gutter-guards' });
    });
    expect(changes).toContain('Business: new phone, site address');
    expect(changes).toContain('Menu: added “Gutter Guards”');
    expect(changes).toContain('new page Gutter Guards (/gutter-guards)');
    expect(changes).toContain('removed page Why Use Us (/why-use-us)');
  });
});

describe('commitMessage', () => {
  it('is the changes on one line when they fit, capitalised', () => {
    expect(commitMessage(['Our Team: new heading', 'new file team.jpg'], 'x')).toBe(
      'Our Team: new heading; New file team.jpg',
    );
  });

  it('keeps the first line short and lists every change below it when they do not fit', () => {
    const many = Array.from({ length: 12 }, (_, i) => `Page ${i + 1}: new heading`);
    const [subject, blank, ...rest] = commitMessage(many, 'x').split('\n');
    expect(subject.length).toBeLessThanOrEqual(130);
    expect(subject).toMatch(/; and \d+ more changes$/);
    expect(blank).toBe('');
    expect(rest).toHaveLength(12);
    expect(rest[11]).toBe('- Page 12: new heading');
  });

  it('falls back to the given words when no change can be named', () => {
    expect(commitMessage([], 'Published the site')).toBe('Published the site');
  });
});
