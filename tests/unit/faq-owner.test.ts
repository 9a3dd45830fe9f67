import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faqOwners, ownedItems, questionKey, siteFaqOwners } from '../../src/seo/faq-owner.ts';
import { faqJsonLd } from '../../src/seo/jsonld.ts';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { siteData, pageBlocks } from '../../src/site/site-data.ts';
import { parseBlocks } from '../../src/markdown/parse-blocks.ts';
import type { ParsedBlock } from '../../src/markdown/types.ts';
import { testSite } from '../support/test-site.ts';

const faq = (...questions: string[]): ParsedBlock => ({
  type: 'faqAccordion',
  groups: [{ items: questions.map((question) => ({ question, answer: { type: 'markdown', children: [] } })) }],
});

describe('which page marks up a question', () => {
  it('gives each question to the first page that shows it, in site order', () => {
    const owners = faqOwners([
      { path: '/', questions: ['Are you insured?'] },
      { path: '/faqs', questions: ['Are you insured? ', 'Which areas do you serve?'] },
      {
        path: '/residential/faqs',
        questions: ['are you  insured', 'Which areas do you serve?', 'Is there a minimum?'],
      },
    ]);
    expect(Object.fromEntries(owners)).toEqual({
      'are you insured': '/',
      'which areas do you serve': '/faqs',
      'is there a minimum': '/residential/faqs',
    });
  });

  it('marks up on a page only the questions it owns, each once', () => {
    const owners = new Map([
      [questionKey('A?'), '/a'],
      [questionKey('B?'), '/b'],
    ]);
    const items = [{ question: 'A?' }, { question: 'B?' }, { question: 'B?' }];
    expect(ownedItems('/b', items, owners)).toEqual([{ question: 'B?' }]);
    expect(ownedItems('/a', items, owners)).toEqual([{ question: 'A?' }]);
    // A question the map does not know stays with the page that shows it.
    expect(ownedItems('/c', [{ question: 'New?' }], owners)).toEqual([{ question: 'New?' }]);
  });

  it('leaves out the FAQPage of a page that owns none of its questions', () => {
    const owners = new Map([[questionKey('A?'), '/a']]);
    expect(faqJsonLd([faq('A?')], '/b', owners)).toBeUndefined();
    expect((faqJsonLd([faq('A?', 'A?')], '/a', owners)!.mainEntity as unknown[]).length).toBe(1);
  });

  it('on the shipped site, marks up every question shown exactly once, on the first page that shows it', async () => {
    const { config } = loadSiteText('site.yaml', readFileSync(testSite.file, 'utf8'));
    const site = siteData(config!);
    const blocks = new Map([...pageBlocks(config!)].map(([id, b]) => [id, parseBlocks(b)]));
    const owners = siteFaqOwners(site.routes, (id) => blocks.get(id));
    const marked = new Map<string, string[]>();
    const shown = new Set<string>();
    const walk = (routes: typeof site.routes): void =>
      routes.forEach((r) => {
        const data = faqJsonLd(blocks.get(r.id) ?? [], r.fullPath, owners);
        for (const q of (data?.mainEntity ?? []) as Array<{ name: string }>)
          marked.set(questionKey(q.name), [...(marked.get(questionKey(q.name)) ?? []), r.fullPath]);
        for (const q of (faqJsonLd(blocks.get(r.id) ?? [])?.mainEntity ?? []) as Array<{ name: string }>)
          shown.add(questionKey(q.name));
        walk(r.children ?? []);
      });
    walk(site.routes);
    expect(shown.size).toBeGreaterThan(20);
    expect([...marked.keys()].sort()).toEqual([...shown].sort());
    expect([...marked].filter(([, paths]) => paths.length > 1)).toEqual([]);
    // "Are you insured?" is on the home page first.
    expect(marked.get('are you insured')).toEqual(['/']);
  });
});
