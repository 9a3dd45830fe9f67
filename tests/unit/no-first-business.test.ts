// The renderer assumes no business: outside the first site's own files (the root site.yaml and
// public/), the tests, their fixtures and the docs, no file names the exterior-cleaning
// business, its trade, its towns, its phone or its colours. The words come from the root
// site.yaml where it has them (name, email domain, area code, town and region, the towns it
// serves, its theme and picture colours), plus the trade's own words.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { testSite } from '../support/test-site.ts';

const root = resolve(import.meta.dirname, '../..');

/** The paths a business's words may stand in (git pathspecs, relative to the root). */
const EXCLUDED = [
  'sites/pelican/**',
  'tests/**',
  'docs/**',
  '**/*.md',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/fixtures/**',
  // schema.org's own list of business types, every trade named as schema.org names it (RoofingContractor).
  'src/seo/local-business-types.ts',
  // The first site's own art: the list of its scenes (public/images/scenes/; the drawing kit,
  // scripts/scenes/draw.ts, and the other sites' lists stay generic) and the colours those files
  // are drawn in, which the build maps onto any site's theme.
  'scripts/scenes/pelican.ts',
  'src/theme/art-palette.ts',
  // The scale figures copy a real page of the first site, whole, split into many files.
  'scripts/bench/synthetic-site.ts',
];

/** What the trade is: written anywhere in code, the renderer would assume it. */
const TRADE = [
  String.raw`pressure.?wash`,
  String.raw`power.?wash`,
  String.raw`soft.?wash`,
  String.raw`house.?wash`,
  String.raw`roof`,
  String.raw`gutters?.?(clean|guard|whiten)`,
  String.raw`window.?clean`,
  String.raw`exterior.?clean`,
  'nozzle',
  String.raw`holiday.?light`,
  'Louisiana',
  'Northshore',
  'Tammany',
];

interface FirstSite {
  business: {
    company: string;
    email: string;
    phone: string;
    location: string;
    theme: { primary: string; secondary: string; art?: Record<string, unknown> };
  };
  routes: unknown;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every `towns:` list of the site's blocks, however deep. */
function townsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(townsOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === 'towns' && Array.isArray(v) ? v.map(String) : townsOf(v),
  );
}

/** The two patterns (POSIX extended): one read in any case, one as written (names, LA). */
function firstBusinessPatterns(site: FirstSite) {
  const { company, email, phone, location, theme } = site.business;
  const [town, region] = location.split(',').map((s) => s.trim());
  const areaCode = phone
    .replace(/\D/g, '')
    .replace(/^1(?=\d{10}$)/, '')
    .slice(0, 3);
  const colours = [theme.primary, theme.secondary, ...Object.keys(theme.art ?? {})];
  const anyCase = [
    ...TRADE,
    escape(company),
    escape(email.split('@')[1].split('.')[0]),
    ...colours.map((c) => escape(c.replace(/^#/, ''))),
  ];
  const asWritten = [
    `\\b${areaCode}\\b`,
    `\\b${escape(region)}\\b`,
    ...[...new Set([town, ...townsOf(site.routes)])].map((t) => `\\b${escape(t)}\\b`),
  ];
  return { anyCase: anyCase.join('|'), asWritten: asWritten.join('|') };
}

/** The lines of the tracked (and new, not ignored) files outside EXCLUDED that match. */
function hits(pattern: string, ignoreCase: boolean): string[] {
  const args = ['grep', '-n', '-I', '--untracked', '-E', ...(ignoreCase ? ['-i'] : []), '-e', pattern, '--', '.'];
  try {
    const out = execFileSync('git', [...args, ...EXCLUDED.map((p) => `:(exclude,glob)${p}`)], {
      cwd: root,
      encoding: 'utf8',
    });
    return out.split('\n').filter(Boolean);
  } catch (error) {
    if ((error as { status?: number }).status === 1) return []; // git grep: no match
    throw error;
  }
}

const site = parse(readFileSync(testSite.file, 'utf8')) as FirstSite;
const patterns = firstBusinessPatterns(site);

describe('no business in the renderer', () => {
  it('the words are read from the first site: its name, town, area code, colours and towns', () => {
    const anyCase = new RegExp(patterns.anyCase, 'i');
    const asWritten = new RegExp(patterns.asWritten);
    for (const line of [
      'const name = "Pelican Exterior Cleaning";',
      'We soft-wash siding.',
      'color: #245D90;',
      'office@pelicanexterior.example',
      'Gutters cleaned out',
    ])
      expect(anyCase.test(line), line).toBe(true);
    for (const line of ['in Covington, LA', '(985) 555-0142', 'Mandeville'])
      expect(asWritten.test(line), line).toBe(true);
    // Words of layout and other towns are not the business's.
    for (const line of ['--bs-gutter-y: 1rem;', '1.5rem gutters', 'Window width', 'La Pine, Oregon'])
      expect(anyCase.test(line) || asWritten.test(line), line).toBe(false);
  });

  it("finds them where they belong: the first business's site.yaml", () => {
    const inSite = readFileSync(testSite.file, 'utf8');
    expect(new RegExp(patterns.anyCase, 'i').test(inSite)).toBe(true);
    expect(new RegExp(patterns.asWritten).test(inSite)).toBe(true);
  });

  it('git grep finds none of them in code, schema, scripts, config or the example site', () => {
    expect([...hits(patterns.anyCase, true), ...hits(patterns.asWritten, false)]).toEqual([]);
  });
});
