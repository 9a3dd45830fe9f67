// The office's editor page and preview, with no dev server: the page is the editor's app built
// for the office (its API found from its own address), and a preview is the site's renderer in
// the office's process, filled into the site's built template, its files served per site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestOffice, type TestOffice } from '../support/office-harness.ts';
import { makeGitSite, type GitSite } from '../support/git-site.ts';
import { addPerson } from '../../office/auth/people.ts';
import { createSession } from '../../office/auth/sessions.ts';
import { API_PREFIX, type SiteState } from '../../editor/shared/api-contract.ts';

describe.each(databases)("the office's editor page and preview on %s", (engine) => {
  let office: TestOffice;
  let site: GitSite;
  let cookie: string;
  beforeAll(async () => {
    site = makeGitSite();
    office = await startTestOffice({
      engine,
      sites: [
        { name: 'alpha', repo: site.remote, branch: 'main', origin: 'https://alpha.example' },
        { name: 'beta', repo: site.remote, branch: 'main', origin: 'https://beta.example' },
      ],
    });
    const { id } = await addPerson(office.office.db, { email: 'ann@example.com', site: 'alpha', role: 'editor' });
    ({ cookie } = await createSession(office.office, id));
  }, 240_000);
  afterAll(async () => {
    await office?.stop();
    site?.cleanup();
  });
  const call = (path: string, init: RequestInit = {}) =>
    office.request(path, { ...init, headers: { Cookie: cookie, ...(init.headers as Record<string, string>) } });

  it('serves the built editor at /s/NAME/admin/, talking to /s/NAME/__admin/api/, under a strict policy', async () => {
    const page = await call('/s/alpha/admin/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('href="/s/alpha/__admin/api/site"');
    expect(html).not.toContain('/editor/client/main.tsx'); // built, not the dev server's source
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/__office\/editor\/assets\/index-[\w-]+\.js$/);
    const js = await call(script!);
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect((await office.request(script!)).status).toBe(401); // nobody signed in
    expect((await call('/s/alpha/admin')).headers.get('location')).toBe('/s/alpha/admin/');
  }, 240_000);

  it("previews an unsaved change with the site's renderer and built stylesheet, running none of the site's scripts", async () => {
    const state = (await (await call(`/s/alpha${API_PREFIX}site`)).json()) as SiteState;
    const data = structuredClone(state.data) as { business: Record<string, string> };
    data.business.phone = '(985) 555-0123';
    const preview = (path: string) =>
      call(`/s/alpha${API_PREFIX}preview`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data, path }),
      });
    const first = await preview('/');
    expect(first.status, await first.clone().text()).toBe(200);
    // How long a warm preview takes is a figure of npm run bench, not a test.
    const res = await preview('/');
    const html = await res.text();
    expect(html).toContain('555-0123');
    // A site's repository is not the office's: its scripts never run beside the person's session.
    expect(html).toMatch(
      /<head[^>]*><meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'">/,
    );
    // The home page holds the enquiry form: rendered as the build renders it (Vite's env filled in).
    expect(html).toMatch(/<form[^>]*>/);
    const sheet = /<link rel="stylesheet"[^>]* href="([^"]+\.css)"/.exec(html)?.[1];
    expect(sheet).toMatch(/^\/s\/alpha\/__admin\/site\/assets\/.+\.css$/);
    const css = await call(sheet!);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    // A picture of the page is asked for under the site's own address, and found in its clone.
    const picture = /<img[^>]* src="(\/s\/alpha\/__admin\/site\/[^"]+)"/.exec(html)?.[1];
    expect(picture).toBeDefined();
    const served = await call(picture!);
    expect(served.status).toBe(200);
    // Opened as a page of its own (an SVG can hold a script), a site's file is sandboxed.
    expect(served.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    // Nothing of the site's files is served to a person of another site, or out of its folders.
    expect((await call(`/s/beta/__admin/site/${sheet!.split('/__admin/site/')[1]}`)).status).toBe(404);
    expect((await call('/s/alpha/__admin/site/..%2F..%2Fsite.yaml')).status).toBe(404);
    expect((await call('/s/alpha/__admin/site/../site.yaml')).status).toBe(404);
  }, 240_000);
});
