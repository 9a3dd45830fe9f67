// Publish never surprises (issue 43): in the engine's own repository (this project, whose
// remote is the engine's, not a client's), Publish keeps the version but sends it nowhere and
// says how to give the site a repository of its own; History there lists only versions of the
// site's own files, never the engine's development commits. A site's own repository is unchanged.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { history, publish, publishStatus } from '../../editor/server/publish.ts';
import { SiteFile } from '../../editor/server/site-file.ts';
import { gitIn, makeGitSite, type GitSite } from '../support/git-site.ts';

let site: GitSite;
let ctx: { site: SiteFile; publicDir: string };
const remoteLog = () => gitIn(site.remote, 'log', '--format=%s', 'main').split('\n');
const edit = (from: string, to: string) => {
  const text = readFileSync(site.siteFile, 'utf8');
  expect(text).toContain(from);
  writeFileSync(site.siteFile, text.replace(from, to));
};

/** Makes the test's repository look like the engine's home: its package.json names the engine. */
function becomeEngineHome(): void {
  writeFileSync(
    join(site.dir, 'package.json'),
    JSON.stringify({ name: 'site-renderer', bin: { 'site-engine': 'bin/site-engine.mjs' } }),
  );
  mkdirSync(join(site.dir, 'src'), { recursive: true });
  writeFileSync(join(site.dir, 'src/engine.ts'), 'export {};\n');
  gitIn(site.dir, 'add', 'package.json', 'src/engine.ts');
  gitIn(site.dir, 'commit', '--quiet', '-m', 'Engine work');
}

beforeEach(() => {
  site = makeGitSite();
  ctx = { site: new SiteFile(site.siteFile), publicDir: site.publicDir };
});
afterEach(() => site.cleanup());

describe("Publish in the engine's own repository", () => {
  it('keeps the version, pushes nothing, and says how to give the site its own repository', async () => {
    becomeEngineHome();
    const before = remoteLog();
    expect((await publishStatus(ctx)).remote).toBeNull();
    edit('    heading: Our Team\n', '    heading: The team\n');
    const result = await publish(ctx);
    expect(result.outcome).toBe('committed');
    expect(result.text).toContain("this folder is the engine's own repository");
    expect(result.text).toContain('site-engine new-site');
    expect(remoteLog()).toEqual(before);
  });

  it("lists only versions of the site's own files in History, never a commit that changed the engine", async () => {
    becomeEngineHome();
    // A development commit that touched site.yaml and the engine together.
    edit('    heading: Our Team\n', '    heading: Team\n');
    writeFileSync(join(site.dir, 'src/engine.ts'), 'export const x = 1;\n');
    gitIn(site.dir, 'commit', '--quiet', '-am', 'Engine change with a content fix');
    edit('    heading: Team\n', '    heading: The people\n');
    await publish(ctx);
    const messages = (await history(ctx)).versions.map((v) => v.message);
    expect(messages[0]).toMatch(/^Our Team: new heading/);
    expect(messages).not.toContain('Engine change with a content fix');
  });

  it("in a site's own repository, pushes as before and lists every version of site.yaml", async () => {
    edit('    heading: Our Team\n', '    heading: Team\n');
    gitIn(site.dir, 'commit', '--quiet', '-am', 'A hand-made commit');
    edit('    heading: Team\n', '    heading: The people\n');
    expect((await publish(ctx)).outcome).toBe('published');
    expect((await history(ctx)).versions.map((v) => v.message)).toContain('A hand-made commit');
  });
});
