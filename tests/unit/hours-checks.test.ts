import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { testSite } from '../support/test-site.ts';

const lines = readFileSync(testSite.file, 'utf8').split('\n');
const lineOf = (text: string) => lines.indexOf(text) + 1;
const errorsOf = (edited: string[]) =>
  loadSiteText('copy.yaml', edited.join('\n')).problems.filter((p) => p.severity === 'error');
const replaced = (find: string, by: string) => lines.map((l) => (l === find ? by : l));

describe('opening hours', () => {
  it('are in site.yaml: Monday to Friday 8 to 5, Saturday 9 to 1, Sunday closed', () => {
    const { config } = loadSiteText('site.yaml', lines.join('\n'));
    expect(config?.business.hours).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' },
      { days: ['Saturday'], opens: '09:00', closes: '13:00' },
    ]);
    expect(config?.business.postalCode).toBe('70433');
    expect(config?.business.geo).toEqual({ latitude: 30.4755, longitude: -90.1009 });
  });

  it('refuse a closing time before the opening time, at its line', () => {
    const line = lineOf('      closes: "13:00"');
    const [e, ...rest] = errorsOf(replaced('      closes: "13:00"', '      closes: "08:30"'));
    expect(rest).toEqual([]);
    expect(e).toMatchObject({
      line,
      column: 15,
      message: 'The closing time 08:30 is not after the opening time 09:00.',
    });
  });

  it('refuse a day in two entries whose hours overlap, at the second, in one error naming the days', () => {
    const line = lineOf('    - days: [Saturday]');
    const [e, ...rest] = errorsOf(replaced('    - days: [Saturday]', '    - days: [Saturday, Thursday, Friday]'));
    expect(rest).toEqual([]);
    expect(e).toMatchObject({
      line,
      message: 'Thursday and Friday are already in entry 1 of the hours, 08:00–17:00, and 09:00–13:00 overlaps it.',
    });
    expect(e.column).toBe('    - days: [Saturday, Thursday, Friday]'.indexOf('Thursday') + 1);
  });

  it('take a day in two entries with hours apart: a lunch break', () => {
    const split = lines.flatMap((l) =>
      l === '      closes: "17:00"'
        ? ['      closes: "12:00"', '    - days: [Monday, Tuesday]', '      opens: "13:00"', '      closes: "17:00"']
        : [l],
    );
    expect(errorsOf(split)).toEqual([]);
  });

  it('refuse a time not on the 24-hour clock, through the schema', () => {
    const [e] = errorsOf(replaced('      closes: "17:00"', '      closes: 5pm'));
    expect(e.line).toBe(lineOf('      closes: "17:00"'));
  });
});
