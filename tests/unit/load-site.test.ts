import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteFile, loadSiteText } from '../../src/validate/load-site.ts';
import { formatProblems } from '../../src/validate/problem.ts';
import { testSite } from '../support/test-site.ts';

const siteText = readFileSync(testSite.file, 'utf8');

/** site.yaml with one line replaced; returns the text and the 1-based line number changed. */
function edit(find: string, replace: string): { text: string; line: number } {
  const lines = siteText.split('\n');
  const index = lines.findIndex((l) => l.includes(find));
  if (index < 0) throw new Error(`site.yaml has no line with ${find}`);
  lines[index] = lines[index].replace(find, replace);
  return { text: lines.join('\n'), line: index + 1 };
}

const errorsOf = (text: string) => loadSiteText('copy.yaml', text).problems.filter((p) => p.severity === 'error');

describe('loading site.yaml', () => {
  it('accepts the shipped site file', () => {
    const result = loadSiteFile(testSite.file);
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(result.config?.business.company).toBe('Pelican Exterior Cleaning');
    expect(result.config?.routes.length).toBeGreaterThan(10);
  });

  it('names the line and column of a YAML syntax error', () => {
    const { text, line } = edit('  location: Covington, LA', '  location: "Covington, LA');
    const [first] = errorsOf(text);
    expect(first.line).toBeGreaterThanOrEqual(line);
    expect(first.message).toMatch(/no closing " quote mark/);
    expect(formatProblems([first])).toMatch(new RegExp(`^copy.yaml:${first.line}:\\d+ error:`));
  });

  it('reports a duplicate key at the second occurrence', () => {
    const { text, line } = edit('  location: Covington, LA', '  location: Covington, LA\n  location: Mandeville, LA');
    const errors = errorsOf(text);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ line: line + 1, column: 3 });
    expect(errors[0].message).toMatch(/appears twice/);
  });

  it('lists the known block types for an unknown one and suggests the closest', () => {
    const { text, line } = edit('type: linkList', 'type: linkLists');
    const errors = errorsOf(text);
    expect(errors).toHaveLength(1);
    expect(errors[0].line).toBe(line);
    expect(errors[0].column).toBe(line ? text.split('\n')[line - 1].indexOf('linkLists') + 1 : 0);
    expect(errors[0].message).toBe('Unknown block type "linkLists". Did you mean "linkList"?');
    expect(errors[0].fix).toMatch(/Known block types: .*linkList.*richText.*underConstruction/);
    expect(errors[0].where).toMatch(/^page \/\S* › block \d+ \(linkLists\)$/); // the first such block, wherever the content puts it
  });

  it('points at a misspelt field and suggests the right name', () => {
    const { text, line } = edit('  location: Covington, LA', '  locaton: Covington, LA');
    const errors = errorsOf(text);
    const unknown = errors.find((e) => e.message.startsWith('The field "locaton"'));
    expect(unknown).toMatchObject({ line, column: 3 });
    expect(unknown?.message).toContain('Did you mean "location"?');
    // The real field is now missing: said in the same error, not in a second one.
    expect(unknown?.message).toContain('That field is missing');
    expect(errors.some((e) => e.message === 'The field "location" is missing.')).toBe(false);
  });

  it('explains a wrong type', () => {
    const { text, line } = edit('copyrightStartYear: 2024', 'copyrightStartYear: twenty');
    const errors = errorsOf(text);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ line, column: 23 });
    expect(errors[0].message).toBe('This should be a whole number, but it is the text "twenty".');
    expect(errors[0].where).toBe('business › copyrightStartYear');
  });

  it('says to quote a postal code that YAML read as a number, keeping its leading 0', () => {
    const { text, line } = edit('  postalCode: "70433"', '  postalCode: 69004');
    const errors = errorsOf(text);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ line, where: 'business › postalCode' });
    expect(errors[0].message).toBe('This should be text, but it is the number 69004.');
    expect(errors[0].fix).toBe(
      'Put it in quotes, so that it is read as text: postalCode: "69004". Inside the quotes, write it exactly as it should show (YAML dropped any 0 at its start or end).',
    );
  });

  it('says a bare colour was read as a note, and to quote it', () => {
    const { text, line } = edit('    secondary: "#a7793c"', '    secondary: #9c4a1a');
    const errors = errorsOf(text);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ line, where: 'business › theme › secondary' });
    expect(errors[0].message).toBe(
      'This is empty: in YAML a # after a space starts a note, so #9c4a1a was not read as the value.',
    );
    expect(errors[0].fix).toMatch(/^Put the value in quotes: "#9c4a1a"\. Expected: /);
  });

  it('names the fields of a section written as text, and the reference that explains it', () => {
    const { text, line } = edit('notFound:', 'notFound: Sorry, nothing here\nnotFoundServices:');
    const error = errorsOf(text).find((e) => e.where === 'notFound');
    expect(error).toMatchObject({ line, column: 11 });
    expect(error?.message).toBe(
      'This should be a section of fields (key: value lines), but it is the text "Sorry, nothing here".',
    );
    expect(error?.fix).toMatch(
      /Its fields: heading, text, description, callText, servicesHeading, services\. docs\/settings\.md shows/,
    );
  });

  it('a misspelt required field is one mistake, reported once at its line as a rename', () => {
    const { text, line } = edit('  - path: why-use-us', '  - pth: why-use-us');
    const errors = errorsOf(text).filter((e) => e.line === line);
    expect(errors.map((e) => [e.message, e.fix])).toEqual([
      [
        'The field "pth" is not allowed here. Did you mean "path"? That field is missing, and "pth" is probably it, misspelt.',
        'Rename "pth" to "path".',
      ],
    ]);
  });

  it('names a missing required field at its section, and an unknown one with the allowed fields', () => {
    const { text, line } = edit('  - path: why-use-us', '  - route: why-use-us');
    const errors = errorsOf(text).filter((e) => e.line === line);
    expect(errors.map((e) => e.message).sort()).toEqual([
      'The field "path" is missing.',
      'The field "route" is not allowed here.',
    ]);
    expect(errors.find((e) => e.message.startsWith('The field "route"'))?.fix).toMatch(/^Allowed fields: .*path/);
  });

  it('finds two pages with the same address', () => {
    const { text, line } = edit('  - path: our-team', '  - path: why-use-us');
    const errors = errorsOf(text).filter((e) => e.message.startsWith('Two pages'));
    expect(errors).toHaveLength(1);
    expect(errors[0].line).toBe(line);
    expect(errors[0].message).toMatch(/Two pages have the address \/why-use-us; the first is on line \d+/);
  });

  it('a link broken by a page given the same address as another names that page first', () => {
    const { text, line } = edit('  - path: our-team', '  - path: why-use-us');
    const menu = errorsOf(text).find((e) => e.where.startsWith('menu entry "About"'));
    expect(menu?.line).toBeLessThan(line); // the link comes first in the file...
    expect(menu?.message).toContain(
      `The page on line ${line} has the address /why-use-us, which another page already has`,
    );
    expect(menu?.fix).toBe(
      `Change the path on line ${line} to our-team, or link to another page listed under routes:.`,
    );
  });

  it.each([
    ['Plumbr', ' Did you mean "Plumber"?'],
    ['MusicSchool', ' Did you mean "MusicStore"?'],
    ['PianoStudio', ''],
    ['DentalClinic', ' Did you mean "Dentist"?'],
  ])('warns at its line that schemaType %s is no schema.org type of local business', (type, suggestion) => {
    const { text, line } = edit('schemaType: HomeAndConstructionBusiness', `schemaType: ${type}`);
    const found = loadSiteText('copy.yaml', text).problems.filter((p) => p.where === 'business › schemaType');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 'warning', line, column: 15 });
    expect(found[0].message).toBe(
      `schema.org has no type of local business called "${type}", so search engines will not understand what this business is.${suggestion}`,
    );
    expect(found[0].fix).toMatch(/LocalBusiness \(always right\)/);
  });

  it('takes every schema.org type of local business without a word', () => {
    for (const type of [
      'LocalBusiness',
      'HVACBusiness',
      'RoofingContractor',
      'SportsActivityLocation',
      'PhysiciansOffice',
    ]) {
      const { text } = edit('schemaType: HomeAndConstructionBusiness', `schemaType: ${type}`);
      expect(loadSiteText('copy.yaml', text).problems.filter((p) => p.where === 'business › schemaType')).toEqual([]);
    }
  });

  it('a value a small change would fix says what to write: capitals, a leading zero', () => {
    const country = edit('  foundingYear: 1996', '  foundingYear: 1996\n  country: ca');
    const bad = errorsOf(country.text).find((e) => e.where === 'business › country');
    expect(bad).toMatchObject({
      line: country.line + 1,
      message: expect.stringMatching(/two-letter code in capitals/),
      fix: 'Write "CA".',
    });
    const time = edit('opens: "08:00"', 'opens: "8:00"');
    const late = errorsOf(time.text).find((e) => e.line === time.line);
    expect(late?.message).toMatch(/24-hour clock with two digits for the hour/);
    expect(late?.fix).toBe('Write "08:00".');
  });

  it('warns at its line when the location has no comma, so no region would reach search engines', () => {
    const { text, line } = edit('  location: Covington, LA', '  location: Covington LA');
    const found = loadSiteText('copy.yaml', text).problems.filter((p) => p.where === 'business › location');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 'warning', line });
    expect(found[0].fix).toMatch(/^Write the town, a comma, then the state or region, e\.g\. "Covington, LA"/);
    const withRegion = edit('  location: Covington, LA', '  location: Covington LA\n  region: LA').text;
    expect(loadSiteText('copy.yaml', withRegion).problems.filter((p) => p.where === 'business › location')).toEqual([]);
  });

  it('a business with no reviews page yet may leave business.reviews out', () => {
    const text = siteText.replace(/^ {2}reviews:\n( {4}.*\n)+/m, '');
    expect(text).not.toMatch(/^ {2}reviews:/m);
    expect(errorsOf(text)).toEqual([]);
  });

  it('a number past its limit says the limit in words', () => {
    const { text, line } = edit('rating: 5', 'rating: 6');
    const [error] = errorsOf(text).filter((e) => e.line === line);
    expect(error.message).toBe('This is 6; at most 5 fits here.');
  });

  it('finds a menu entry that points nowhere and says what it resolved to', () => {
    const { text, line } = edit('url: why-use-us', 'url: why-use-uss');
    const errors = errorsOf(text);
    expect(errors).toHaveLength(1);
    expect(errors[0].line).toBe(line);
    expect(errors[0].message).toBe(
      'The menu link "why-use-uss" goes to /why-use-uss, which is not a page of this site. Did you mean why-use-us?',
    );
  });

  it('rejects an empty file, a list at the root and binary data without a stack trace', () => {
    expect(errorsOf('')[0].message).toBe('The file is empty.');
    expect(errorsOf('- a\n- b\n')[0].message).toMatch(/must be a set of sections/);
    expect(errorsOf('\u0000\u0001PNG')[0].message).toMatch(/not a text file/);
    for (const t of ['', '- a', '\u0000']) expect(formatProblems(errorsOf(t))).not.toMatch(/\bat .*\.ts:\d+/);
  });
});
