// One publish at a time per site, not per process: in an office serving two sites, a publish
// of one never refuses a publish of the other started at the same moment; two of the same site
// still meet, and the second is told and loses nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { publish } from '../../editor/server/publish.ts';
import { SiteFile } from '../../editor/server/site-file.ts';
import { gitIn, makeGitSite, type GitSite } from '../support/git-site.ts';

const sites: GitSite[] = [];
afterEach(() => sites.splice(0).forEach((s) => s.cleanup()));

function editedSite(heading: string): { ctx: { site: SiteFile; publicDir: string }; site: GitSite } {
  const site = makeGitSite();
  sites.push(site);
  const text = readFileSync(site.siteFile, 'utf8');
  writeFileSync(site.siteFile, text.replace('    heading: Our Team\n', `    heading: ${heading}\n`));
  return { site, ctx: { site: new SiteFile(site.siteFile), publicDir: site.publicDir } };
}

describe('publishes of two sites at once', () => {
  it('both go through, each to its own remote', async () => {
    const a = editedSite('Team A');
    const b = editedSite('Team B');
    const [ra, rb] = await Promise.all([publish(a.ctx), publish(b.ctx)]);
    expect([ra.outcome, rb.outcome]).toEqual(['published', 'published']);
    expect(gitIn(a.site.remote, 'show', 'main:site.yaml')).toContain('heading: Team A');
    expect(gitIn(b.site.remote, 'show', 'main:site.yaml')).toContain('heading: Team B');
  });

  it('two of the same site: one wins, the other is told, and the change is kept', async () => {
    const a = editedSite('Team A');
    const results = await Promise.allSettled([publish(a.ctx), publish(a.ctx)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected');
    expect(String((refused as PromiseRejectedResult).reason.message)).toContain('already under way');
    expect(gitIn(a.site.remote, 'show', 'main:site.yaml')).toContain('heading: Team A');
  });
});
