// Publish and History against hostile input, in a real git repository: a commit message that
// tries to forge History entries, page names holding control characters and line breaks, an old
// version that is an alias bomb, and a remote address with a password in it.
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiContext } from '../../editor/server/api.ts';
import { handleApi } from '../../editor/server/api.ts';
import { history, publish, publishStatus, restore } from '../../editor/server/publish.ts';
import { publishRoutes } from '../../editor/server/publish-routes.ts';
import { API_PREFIX } from '../../editor/shared/api-contract.ts';
import { gitIn } from '../support/git-site.ts';
import { eachTestGitSite, refusal } from './publish-helpers.ts';

const each = eachTestGitSite();

const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/;

describe('History', () => {
  it('cannot be forged by a commit message holding the old separators', async () => {
    const fake = `x\x1e${'0'.repeat(40)}\x1f2001-01-01T00:00:00+00:00\x1fMallory\x1fForged entry\x1e`;
    each.edit('    heading: Our Team\n', '    heading: Our Crew\n');
    gitIn(each.site.dir, 'commit', '--quiet', '-am', `Sneaky ${fake}`);
    const { versions } = await history(each.ctx);
    expect(versions).toHaveLength(2);
    expect(versions.map((v) => v.commit)).toEqual(gitIn(each.site.dir, 'log', '--format=%H').split('\n'));
    expect(versions.map((v) => v.author)).not.toContain('Mallory');
    expect(versions[0].message).toContain('Sneaky');
  });
});

describe('page names in commit messages', () => {
  it('lose control characters and line breaks: no NUL failure, no broken History, no added trailer', async () => {
    each.edit(
      '    name: Our Team\n',
      '    name: "Our\\0Team\\x1eX\\x1f\\nSigned-off-by: Mallory <m@example.com>\\n\\nCo-authored-by: Eve <e@example.com>"\n',
    );
    const result = await publish(each.ctx);
    expect(result.outcome).toBe('published');
    const raw = gitIn(each.site.dir, 'log', '-1', '--format=%B');
    expect(raw).not.toMatch(CONTROL);
    expect(raw.split('\n')).toHaveLength(1);
    expect(gitIn(each.site.dir, 'log', '-1', '--format=%(trailers)')).toBe('');
    expect(raw).toContain('Our Team X Signed-off-by: Mallory <m@example.com> Co-authored-by: Eve <e@example.com>');
    const { versions } = await history(each.ctx);
    expect(versions).toHaveLength(2);
    expect(versions[0].message).toBe(raw);
  });
});

describe('an alias bomb in an old version', () => {
  const bomb = [
    'bomb:',
    '  a: &a [x, x, x, x, x, x, x, x, x, x]',
    ...'bcdefghi'.split('').map((k, i) => `  ${k}: &${k} [${Array(10).fill(`*${'abcdefgh'[i]}`).join(', ')}]`),
    '',
  ].join('\n');
  let server: Server;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it("makes Restore and its preview give the validator's problem, not a 500 with the YAML library's words", async () => {
    writeFileSync(each.site.siteFile, readFileSync(each.site.siteFile, 'utf8') + bomb);
    gitIn(each.site.dir, 'commit', '--quiet', '-am', 'A bomb');
    const bombed = gitIn(each.site.dir, 'rev-parse', 'HEAD');
    gitIn(each.site.dir, 'revert', '--quiet', '--no-edit', 'HEAD');
    const before = readFileSync(each.site.siteFile, 'utf8');

    const refused = await refusal(restore(each.ctx, { commit: bombed, baseVersion: each.ctx.site.read().version }));
    expect(refused.status).toBe(422);
    expect(refused.message).toMatch(/repeats YAML aliases \(\*name\) so often that reading it would never end/);
    expect(readFileSync(each.site.siteFile, 'utf8')).toBe(before);

    const logged: string[] = [];
    // The API's host, as the dev server or the office gives it: a failure is logged, never rendered.
    const logError = (m: string) => void logged.push(m);
    const api = {
      ...each.ctx,
      cache: {},
      host: { logError, renderPreview: () => Promise.reject(new Error('a site with mistakes is not rendered')) },
      server: { config: { logger: { error: logError } } },
    };
    server = createServer((req, res) => void handleApi(api as unknown as ApiContext, req, res, publishRoutes as never));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}${API_PREFIX}publish/preview?commit=${bombed}&path=/`);
    const html = await answer.text();
    expect(logged).toEqual([]);
    expect(answer.status).toBe(200);
    expect(html).toContain('The page cannot be shown yet');
    expect(html).toMatch(/repeats YAML aliases \(\*name\) so often that reading it would never end/);
  });
});

describe('a remote address with a password in it', () => {
  it('is never shown with its user or password: not in the status, the message, nor what git said', async () => {
    // Port 9 of this computer answers nothing: the push fails at once, naming the address.
    gitIn(each.site.dir, 'remote', 'set-url', 'origin', 'https://owner:p@ss@w0rd@127.0.0.1:9/site.git');
    const status = await publishStatus(each.ctx);
    expect(status.remote?.url).toBe('https://127.0.0.1:9/site.git');
    each.edit('    heading: Our Team\n', '    heading: Our Crew\n');
    const result = await publish(each.ctx);
    expect(result.outcome).toBe('committed');
    const shown = JSON.stringify([status, result]);
    for (const secret of ['owner', 'p@ss', 'ss@', 'w0rd']) expect(shown).not.toContain(secret);
    expect(result.text).toContain('https://127.0.0.1:9/site.git');
  });
});
