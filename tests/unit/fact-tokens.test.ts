// {{company}}, {{phone}}, {{phoneLink}} and {{email}}: every business fact is written once,
// in business:, and text names it. The warnings find copies that would not follow an edit.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { siteData } from '../../src/site/site-data.ts';
import { dialNumber, telHref } from '../../src/site/phone.ts';
import { testSite } from '../support/test-site.ts';

const base = readFileSync('tests/fixtures/valid/site.yaml', 'utf8');
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

/** The small valid site with its welcome text replaced. */
function withWelcome(text: string): string {
  return base.replace(
    / {10}Family-owned since 1996\. Read[^\n]*\n[^\n]*\n/,
    `${text
      .split('\n')
      .map((l) => `          ${l}`)
      .join('\n')}\n`,
  );
}

describe('fact tokens', () => {
  it('are filled in everywhere: page text, alt text, titles and descriptions', () => {
    const text = withWelcome(
      'Call {{company}} at [{{phone}}]({{phoneLink}}) or write to [{{email}}](mailto:{{email}}).',
    )
      .replace('alt: Pelican Exterior Cleaning, home', 'alt: "{{company}}, home"')
      .replace('middle: Pressure Washing In Covington LA', 'middle: "{{phone}}"')
      .replace('phone: (985) 555-0142', 'phone: 504.555.0100')
      .replace('company: Pelican Exterior Cleaning', 'company: Heron Wash Co');
    const { config, problems } = loadSiteText('site.yaml', text);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    const welcome = (config!.routes[0].blocks![0] as { text: string }).text;
    expect(welcome).toBe(
      'Call Heron Wash Co at [504.555.0100](tel:+15045550100) or write to [office@pelicanexterior.example](mailto:office@pelicanexterior.example).\n',
    );
    expect(config!.business.logo.alt).toBe('Heron Wash Co, home');
    expect(config!.business.title.middle).toBe('504.555.0100');
    expect(JSON.stringify(config)).not.toContain('{{');
  });

  it('an unknown token is an error at its line and column, with a did-you-mean', () => {
    const text = withWelcome('Call us at {{phon}} today.');
    const errors = loadSiteText('site.yaml', text).problems.filter((p) => p.severity === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      line: lineOf(text, '{{phon}}'),
      column: 22,
      message: '{{phon}} is not a business fact this site knows. Did you mean {{phone}}?',
    });
    expect(errors[0].fix).toBe('Use one of: {{company}}, {{phone}}, {{phoneLink}}, {{email}}.');
  });

  it('a fact cannot name itself', () => {
    const text = base.replace('company: Pelican Exterior Cleaning', 'company: "{{company}} LLC"');
    const errors = loadSiteText('site.yaml', text).problems.filter((p) => p.severity === 'error');
    expect(errors.map((e) => `${e.line}:${e.column} ${e.message}`)).toEqual([
      `${lineOf(text, 'company:')}:13 {{company}} cannot be used in company itself: this is where the fact is written.`,
    ]);
  });

  it('the old phoneLink field is refused with the way out', () => {
    const text = base.replace('  phone: (985) 555-0142\n', '  phone: (985) 555-0142\n  phoneLink: tel:+19855550142\n');
    const errors = loadSiteText('site.yaml', text).problems.filter((p) => p.severity === 'error');
    expect(errors.map((e) => [e.line, e.message, e.fix])).toEqual([
      [
        lineOf(text, 'phoneLink'),
        'The field "phoneLink" is no longer used: the tel: link is made from "phone".',
        'Remove this line. In text, write {{phoneLink}} where the tel: link of the phone number belongs.',
      ],
    ]);
  });

  it('a phone number with too few digits is refused by the schema', () => {
    const errors = loadSiteText('site.yaml', base.replace('phone: (985) 555-0142', 'phone: call us')).problems.filter(
      (p) => p.severity === 'error',
    );
    expect(errors.map((e) => e.message)).toEqual(['The text "call us" is not written the expected way.']);
  });
});

describe('the tel: link is made from the phone number', () => {
  it.each([
    ['(985) 555-0142', 'tel:+19855550142'],
    ['985.555.0142', 'tel:+19855550142'],
    ['1-985-555-0142', 'tel:+19855550142'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['+44 (0)20 7946 0958', 'tel:+442079460958'],
    ['+33 (0)4 78 29 41 63', 'tel:+33478294163'],
    ['+44 ( 0 ) 20 7946 0958', 'tel:+442079460958'],
    ['+39 (0)6 1234 5678', 'tel:+390612345678'],
    ['555-0142', 'tel:5550142'],
  ])('%s dials %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('the browser data carries the derived link, and it follows an edit of the phone', () => {
    const { config } = loadSiteText('site.yaml', base.replace('phone: (985) 555-0142', 'phone: (504) 555-0199'));
    expect(siteData(config!).business.phoneLink).toBe('tel:+15045550199');
    expect(dialNumber(config!.business.phone)).toBe('+15045550199');
  });
});

describe('copies of the business facts', () => {
  const warningsOf = (text: string) =>
    loadSiteText('site.yaml', text).problems.filter((p) => p.severity === 'warning' && /copies/.test(p.message));

  it('each copy is a warning at its line and column, with the token to write instead', () => {
    const text = withWelcome(
      'Pelican Exterior Cleaning answers [(985) 555-0142](tel:+19855550142) and OFFICE@pelicanexterior.example.',
    );
    const line = lineOf(text, 'answers');
    const found = warningsOf(text).filter((w) => w.line === line);
    expect(found.map((w) => [w.column, w.message, w.fix])).toEqual([
      [
        11,
        'This text copies the company name, "Pelican Exterior Cleaning": it will not change when business.company does.',
        'Write {{company}} instead: "{{company}} answers [(985) 555-0142]…".',
      ],
      [
        46,
        'This text copies the phone number, "(985) 555-0142": it will not change when business.phone does.',
        'Write {{phone}} instead: "…terior Cleaning answers [{{phone}}](tel:+19855550142) and O…".',
      ],
      [
        62,
        'This text copies the phone link, "tel:+19855550142": it will not change when business.phone does.',
        'Write {{phoneLink}} instead: "…answers [(985) 555-0142]({{phoneLink}}) and OFFICE@pelicanexter…".',
      ],
      [
        84,
        'This text copies the email address, "OFFICE@pelicanexterior.example": it will not change when business.email does.',
        'Write {{email}} instead: "…2](tel:+19855550142) and {{email}}.".',
      ],
    ]);
    // Warnings only: the site still builds.
    expect(loadSiteText('site.yaml', text).config).toBeDefined();
  });

  it('the town, other numbers and words that merely contain the name are not copies', () => {
    const text = withWelcome('We serve Covington, LA since 1996. Call 504-555-0100. Pelican Exterior Cleaningworks.');
    expect(warningsOf(text).filter((w) => w.line === lineOf(text, 'We serve'))).toEqual([]);
  });

  it('the shipped site.yaml copies no business fact', () => {
    const text = readFileSync(testSite.file, 'utf8');
    expect(warningsOf(text)).toEqual([]);
  });
});
