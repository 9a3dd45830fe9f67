// Team members marked sample: true (stand-ins until the owner names the real people) never pass
// as staff: each card carries an Example label that every visitor sees and a screen reader reads,
// a note under the heading says what the label means, npm run validate warns once for the block,
// and the deploy build lists each at its line and refuses to publish.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { releaseCheck } from '../../src/validate/release-check.ts';
import { renderPage } from '../../src/render/render-page.tsx';
import { serverSite } from '../../src/render/server-site.ts';
import { testSite } from '../support/test-site.ts';

const site = readFileSync(testSite.file, 'utf8');
const TEAM = site.slice(
  site.indexOf('      - type: teamCards\n'),
  site.indexOf('      - type: ctaButtons', site.indexOf('      - type: teamCards\n')),
);
/** The lines of the team block's `sample: true`, counted from 1. */
const teamSampleLines = site
  .split('\n')
  .flatMap((l, i) =>
    l === '            sample: true' &&
    i > site.slice(0, site.indexOf(TEAM)).split('\n').length - 1 &&
    i < site.slice(0, site.indexOf(TEAM) + TEAM.length).split('\n').length
      ? [i + 1]
      : [],
  );
const cards = (html: string) =>
  [...html.matchAll(/<article class="card h-100 team-card([^"]*)">(.*?)<\/article>/g)].map((m) => ({
    sample: m[1] === ' is-sample',
    label: /<p class="sample-label">([^<]*)<\/p>/.exec(m[2])?.[1],
  }));

describe('sample team members', () => {
  it('the stand-in staff of /our-team are all marked', () => {
    expect(TEAM).toMatch(/members:/);
    const members = TEAM.split('\n').filter((l) => l.startsWith('          - name: '));
    expect(members.length).toBe(10);
    expect(teamSampleLines.length).toBe(members.length);
  });

  it('each carries a visible Example label inside its card, and a note says what it means', async () => {
    const { config } = loadSiteText('site.yaml', site);
    const html = (await renderPage(serverSite(config!), '/our-team')).html;
    expect(cards(html)).toEqual(Array.from({ length: 10 }, () => ({ sample: true, label: 'Example' })));
    expect(html).toContain(
      '<p class="sample-note">Cards marked Example show how the team page will look; they are not real staff.</p>',
    );
    // A real person (no sample: true) has neither label nor note.
    const real = site.replace(TEAM, TEAM.replaceAll('            sample: true\n', ''));
    const realHtml = (await renderPage(serverSite(loadSiteText('site.yaml', real).config!), '/our-team')).html;
    expect(cards(realHtml)).toEqual(Array.from({ length: 10 }, () => ({ sample: false, label: undefined })));
    expect(realHtml).not.toContain('sample-note');
  });

  it('are one warning for the block, at the first sample: true', () => {
    const warnings = loadSiteText('site.yaml', site).problems.filter((p) => p.message.includes('team members'));
    expect(warnings.map((w) => [w.severity, w.line, w.message])).toEqual([
      [
        'warning',
        teamSampleLines[0],
        '10 of the 10 team members are stand-ins (sample: true): they show the label Example, and npm run build:release will not publish the site while any is left.',
      ],
    ]);
  });

  it('stop the deploy build, each listed at its line', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'team-samples-')), 'site.yaml');
    writeFileSync(file, site.replace('./schema/', `${process.cwd()}/schema/`));
    const { ok, report } = releaseCheck(file);
    expect(ok).toBe(false);
    expect(report).toMatch(
      /^Not published: \S+ still has 3 example reviews that no customer wrote, 10 example team members who are not on your staff and 2 town pages with example words that are not yours/,
    );
    const listed = [...report.matchAll(/^ {2}\S+:(\d+) {2}the team member (.+), shown on the page \/our-team$/gm)];
    expect(listed.map((m) => Number(m[1]))).toEqual(teamSampleLines);
    expect(listed[0][2]).toBe('Danielle Broussard');
  });
});
