// The sitemap's lastmod: the last commit that changed each page's own file (site.yaml, or the
// file under pages/ it is written in), or the build's date outside git.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteFile } from '../../src/validate/load-site.ts';
import { pageDates } from '../../vite/prerender/page-dates.ts';
import { sitemapXml } from '../../src/seo/sitemap.ts';
import { testSite } from '../support/test-site.ts';

const fixture = readFileSync('tests/fixtures/valid/site.yaml', 'utf8');
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function siteFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'page-dates-'));
  made.push(dir);
  mkdirSync(join(dir, 'pages'));
  writeFileSync(join(dir, 'site.yaml'), `${fixture}  - page: pages/extra.yaml\n`);
  writeFileSync(join(dir, 'pages/extra.yaml'), 'path: extra\nheading: Extra\nblocks: []\n');
  return dir;
}

const git = (dir: string, date: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {
    cwd: dir,
    env: { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date },
  });

const load = (dir: string) => loadSiteFile(join(dir, 'site.yaml'), undefined, { publicDir: testSite.publicDir });

describe('the sitemap dates', () => {
  it('are the last commit of each page’s own file', () => {
    const dir = siteFolder();
    git(dir, '2026-01-02T03:04:05+00:00', 'init', '-q');
    git(dir, '2026-01-02T03:04:05+00:00', 'add', '.');
    git(dir, '2026-01-02T03:04:05+00:00', 'commit', '-qm', 'first');
    writeFileSync(join(dir, 'pages/extra.yaml'), 'path: extra\nheading: Extra, changed\nblocks: []\n');
    git(dir, '2026-03-04T05:06:07+00:00', 'commit', '-qam', 'the extra page');
    const result = load(dir);
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const dates = pageDates(result, join(dir, 'site.yaml'), '2026-11-29T00:00:00.000Z');
    expect(dates.get('/extra')).toBe('2026-03-04T05:06:07+00:00');
    expect(dates.get('/')).toBe('2026-01-02T03:04:05+00:00');
    expect(dates.get('/why-use-us')).toBe('2026-01-02T03:04:05+00:00');
    expect(sitemapXml(result.config!.business, ['/extra'], dates)).toContain(
      '<lastmod>2026-03-04T05:06:07+00:00</lastmod>',
    );
  });

  it('are the build date outside git', () => {
    const dir = siteFolder();
    const dates = pageDates(load(dir), join(dir, 'site.yaml'), '2026-11-29T10:11:12.345Z');
    expect(new Set(dates.values())).toEqual(new Set(['2026-11-29T10:11:12Z']));
  });
});
