// The office's preview template follows the brand colours of the site each preview shows, and
// nothing else of it (office/editor/site-template.ts): a change of colour shows in the preview
// without a restart, a change of a phone number builds nothing, and a mistake in a page file on
// disk (shown in the editor's list of problems) never stops the preview of a site whose mistakes
// the owner has fixed in the forms. Real builds (Vite, in the office's child processes) of a real
// site of many files, through the office's editor API. The template holds nothing of the
// database: PGlite only.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestOffice, type TestOffice } from '../support/office-harness.ts';
import { makeGitSiteWithPages } from '../support/git-site-pages.ts';
import type { GitSite } from '../support/git-site.ts';
import { json, personOf, siteEntry } from './editor-helpers.ts';

let site: GitSite | undefined;
let office: TestOffice | undefined;
afterEach(async () => {
  await office?.stop();
  office = undefined;
  site?.cleanup();
  site = undefined;
});

interface Data {
  business: { phone: string; theme: { primary: string; secondary: string } };
}

/** The stylesheet a preview links to, and its text. */
async function sheetOf(call: (path: string) => Promise<Response>, html: string) {
  const address = /<link rel="stylesheet"[^>]* href="([^"]+\.css)"/.exec(html)?.[1];
  expect(address).toMatch(/^\/s\/alpha\/__admin\/site\/assets\/.+\.css$/);
  const res = await call(address!);
  expect(res.status).toBe(200);
  return { address: address!, css: await res.text() };
}

describe("the office's preview template", () => {
  it("follows the previewed site's brand colours, builds nothing for other changes, and is built whatever the page files hold", async () => {
    site = makeGitSiteWithPages();
    office = await startTestOffice({
      engine: 'pglite',
      sites: [siteEntry('alpha', site)],
      env: { OFFICE_BUILD: 'off' },
    });
    const { call, api, read } = await personOf(office);
    const clone = join(office.dataDir, 'sites', 'alpha');
    const valid = (await read()).data as unknown as Data;

    // A mistake in a page file on disk: the editor lists it, as ever.
    const contact = join(clone, 'pages/contact.yaml');
    writeFileSync(contact, readFileSync(contact, 'utf8').replace('heading: Contact', 'heading: [Contact]'));
    const broken = await read();
    const listed = broken.problems.filter((p) => p.severity === 'error');
    expect(listed.map((p) => p.file)).toContain('pages/contact.yaml');

    // The owner's data, the mistake fixed in the forms: its preview is shown. The template is
    // built for it then (before, the template's build checked the site on disk, and failed).
    const preview = async (data: Data) => {
      const res = await call(`${api}preview`, json({ data, path: '/' }));
      expect(res.status, await res.clone().text()).toBe(200);
      return res.text();
    };
    const builds = () => office!.lines.filter((l) => l.includes('built its page template')).length;
    const first = await sheetOf(call, await preview(valid));
    expect(builds()).toBe(1);
    expect(first.css).toContain('#245d90');

    // A new phone number: the same template, nothing built.
    const stamp = readFileSync(join(office.dataDir, 'build/alpha/.built-for'), 'utf8');
    const phoned = structuredClone(valid);
    phoned.business.phone = '(985) 555-0123';
    const second = await preview(phoned);
    expect(second).toContain('555-0123');
    expect((await sheetOf(call, second)).address).toBe(first.address);
    expect(builds()).toBe(1);

    // A new brand colour, not saved: the preview shows it at once, from a template made for it.
    const recoloured = structuredClone(phoned);
    recoloured.business.theme.primary = '#902445';
    const third = await sheetOf(call, await preview(recoloured));
    expect(third.address).not.toBe(first.address);
    expect(third.css).toContain('#902445');
    expect(third.css).not.toContain('#245d90');
    expect(builds()).toBe(2);
    expect(readFileSync(join(office.dataDir, 'build/alpha/.built-for'), 'utf8')).not.toBe(stamp);

    // Written in capitals, the same colour makes the same template: nothing built.
    recoloured.business.theme.primary = '#902445'.toUpperCase();
    expect((await sheetOf(call, await preview(recoloured))).address).toBe(third.address);
    expect(builds()).toBe(2);
    expect((await read()).version).toBe(broken.version); // the previews wrote nothing
  }, 240_000);
});
