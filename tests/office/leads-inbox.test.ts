// The inbox on both databases: who may see it, hostile words shown as text, another site's
// lead ids, status, notes, history and time to first contact, search and filters, spam and
// its rescue, the CSV export against formulas, and privacy (one person's leads, retention).
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databases, type TestOffice } from '../support/office-harness.ts';
import { freshDatabase } from '../support/postgres-cluster.ts';
import { ORIGIN_B, enquiry, leadOffice, send, signIn } from './leads-helpers.ts';

let office: TestOffice | undefined;
afterEach(async () => {
  await office?.stop();
  office = undefined;
});

const HTML = { Accept: 'text/html' };
const EVERY_FIELD_HOSTILE = (tag: string) => ({
  name: `<script>alert('${tag}n')</script>`,
  lastName: `"><img src=x onerror=alert('${tag}l')>`,
  email: `x${tag}@example.com`,
  phone: '+1 859 555 0134',
  address: `<svg onload=alert('${tag}a')>`,
  city: `</bdi><iframe src=//evil.example>`,
  zip: `'><a href=javascript:alert(1)>`,
  message: `<style>body{display:none}</style>\n<a href="javascript:alert('${tag}')">click</a>`,
  howDidYouHearAboutUs: `<b onmouseover=alert(1)>google</b>`,
  whatAreYouInterestedIn: `<marquee>House Wash</marquee>`,
});

async function post(o: TestOffice, path: string, cookie: string, body: Record<string, string>, origin?: string | null) {
  return o.request(path, {
    method: 'POST',
    origin,
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function stored(o: TestOffice, e: ReturnType<typeof enquiry>, origin?: string): Promise<string> {
  const res = await send(o, e, { origin });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe.each(databases)('the inbox on %s', (engine) => {
  it('is for the site’s people only: both roles in, a person of another site and nobody signed in out', async () => {
    office = await leadOffice({ engine });
    const id = await stored(office, enquiry());
    const owner = await signIn(office, 'owner@a-wash.example', 'a', 'owner');
    const editor = await signIn(office, 'editor@a-wash.example', 'a', 'editor');
    const other = await signIn(office, 'owner@b-lawns.example', 'b', 'owner');
    for (const cookie of [owner, editor]) {
      const res = await office.request('/s/a/inbox/', { headers: { ...HTML, Cookie: cookie } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`/s/a/inbox/lead/${id}`);
    }
    const stranger = await office.request('/s/a/inbox/', { headers: { ...HTML, Cookie: other } });
    expect(stranger.status).toBe(404);
    expect(await stranger.text()).not.toContain(id);
    expect((await office.request(`/s/a/inbox/api/leads/${id}`, { headers: { Cookie: other } })).status).toBe(404);
    const anon = await office.request('/s/a/inbox/', { headers: HTML });
    expect(anon.status).toBe(303);
    expect(anon.headers.get('location')).toMatch(/^\/sign-in\?next=/);
    expect((await office.request('/s/a/inbox/api/leads')).status).toBe(401);
    // The privacy tools are the owner's.
    expect((await office.request('/s/a/inbox/privacy', { headers: { ...HTML, Cookie: editor } })).status).toBe(403);
    expect((await office.request('/s/a/inbox/privacy', { headers: { ...HTML, Cookie: owner } })).status).toBe(200);
  });

  it('shows script and markup in every field as text, under a strict CSP, in the list and on the lead page', async () => {
    office = await leadOffice({ engine });
    const id = await stored(office, enquiry(EVERY_FIELD_HOSTILE('x')));
    const cookie = await signIn(office, 'owner@a-wash.example', 'a', 'owner');
    for (const path of ['/s/a/inbox/', `/s/a/inbox/lead/${id}`]) {
      const res = await office.request(path, { headers: { ...HTML, Cookie: cookie } });
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      const page = await res.text();
      // The only script is the inbox's own file; no element or attribute came from a visitor.
      expect(page.match(/<script/g)).toHaveLength(1);
      expect(page).toContain('<script src="/inbox-assets/inbox.js" defer></script>');
      // Every tag of the page is the office's own: none names a visitor's element, handler or URL.
      const tags = page.match(/<[^>]*>/g) ?? [];
      for (const tag of tags) {
        expect(tag).not.toMatch(/^<\/?(img|svg|iframe|style|marquee|b|a href=.?javascript)[\s>]/i);
        expect(tag).not.toMatch(/\son[a-z]+=|javascript:/i);
      }
      expect(page).not.toMatch(/ style=/);
    }
    const lead = await (await office.request(`/s/a/inbox/lead/${id}`, { headers: { ...HTML, Cookie: cookie } })).text();
    expect(lead).toContain('&lt;script&gt;alert(&#39;xn&#39;)&lt;/script&gt;');
    expect(lead).toContain('&lt;/bdi&gt;&lt;iframe src=//evil.example&gt;');
    expect(lead).toContain('&lt;style&gt;body{display:none}&lt;/style&gt;');
    // Tap to call, text and email, and the map, from the lead's own words, encoded.
    expect(lead).toContain('href="tel:+18595550134"');
    expect(lead).toContain('href="sms:+18595550134"');
    expect(lead).toMatch(
      /href="mailto:xx%40example\.com\?subject=Your%20%3Cmarquee%3EHouse%20Wash%3C%2Fmarquee%3E%20request"/,
    );
    expect(lead).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=%3Csvg');
  });

  it('shows direction overrides and look-alike letters as marks, not as effects', async () => {
    office = await leadOffice({ engine });
    // "Jane" with a Cyrillic а, and a city written backwards by a right-to-left override.
    const id = await stored(
      office,
      enquiry({ name: 'J\u0430ne', city: 'Cov\u202Egnitno\u202C', message: 'hi\u200Bthere' }),
    );
    const cookie = await signIn(office, 'owner@a-wash.example', 'a', 'owner');
    const page = await (await office.request(`/s/a/inbox/lead/${id}`, { headers: { ...HTML, Cookie: cookie } })).text();
    expect(page).not.toContain('\u202E');
    expect(page).not.toContain('\u200B');
    expect(page).toMatch(/<abbr class="hidden-char" title="A hidden character \(U\+202E\)[^"]*">U\+202E<\/abbr>/);
    expect(page).toContain('U+200B');
    expect(page).toContain('This name mixes alphabets');
    expect(page).toContain('<bdi>J\u0430ne Doe</bdi>');
  });

  it('never shows or changes a lead of another site, by id, for either role', async () => {
    office = await leadOffice({ engine });
    const theirs = await stored(office, enquiry(), ORIGIN_B);
    const owner = await signIn(office, 'owner@a-wash.example', 'a', 'owner');
    const editor = await signIn(office, 'editor@a-wash.example', 'a', 'editor');
    for (const cookie of [owner, editor]) {
      expect((await office.request(`/s/a/inbox/lead/${theirs}`, { headers: { ...HTML, Cookie: cookie } })).status).toBe(
        404,
      );
      expect((await office.request(`/s/a/inbox/api/leads/${theirs}`, { headers: { Cookie: cookie } })).status).toBe(
        404,
      );
      expect((await post(office, `/s/a/inbox/lead/${theirs}/status`, cookie, { status: 'Done' })).status).toBe(404);
      expect((await post(office, `/s/a/inbox/lead/${theirs}/note`, cookie, { note: 'mine now' })).status).toBe(404);
      expect((await post(office, `/s/a/inbox/lead/${theirs}/contact`, cookie, { way: 'called' })).status).toBe(404);
      // An id that is no lead's id at all is not found either (not a database error).
      for (const action of [
        ['note', { note: 'x' }],
        ['contact', { way: 'called' }],
        ['status', { status: 'Done' }],
      ] as const)
        expect((await post(office, `/s/a/inbox/lead/not-a-lead/${action[0]}`, cookie, action[1])).status).toBe(404);
      const csv = await (await office.request('/s/a/inbox/export.csv', { headers: { Cookie: cookie } })).text();
      expect(csv).not.toContain(theirs);
      // Through site b's address, a person of a only is told the site does not exist.
      expect((await post(office, `/s/b/inbox/lead/${theirs}/status`, cookie, { status: 'Done' })).status).toBe(404);
    }
    const { rows } = await office.office.db.query<{ status: string; n: number | string }>(
      'select status, (select count(*) from lead_events e where e.lead_id = l.id) as n from leads l where id = $1',
      [theirs],
    );
    expect(rows).toEqual([{ status: 'New', n: engine === 'postgresql' ? '1' : 1 }]);
  });

  it('records status, notes and contact with who and when, and shows the time to first contact and the weekly median', async () => {
    office = await leadOffice({ engine });
    const first = await stored(office, enquiry());
    const second = await stored(office, enquiry({ name: 'Bob', lastName: 'Stone' }));
    const cookie = await signIn(office, 'owner@a-wash.example', 'a', 'owner');
    // Received 12 minutes ago and 30 minutes ago: the first contacts are now.
    await office.office.db.query("update leads set received_at = now() - interval '12 minutes' where id = $1", [first]);
    await office.office.db.query("update leads set received_at = now() - interval '30 minutes' where id = $1", [
      second,
    ]);
    let summary = (await (await office.request('/s/a/inbox/api/summary', { headers: { Cookie: cookie } })).json()) as {
      unread: number;
      weekMedianSeconds: number | null;
      weekWaiting: number;
    };
    expect(summary).toMatchObject({ unread: 2, weekMedianSeconds: null, weekWaiting: 2 });

    // The owner taps Call (the script posts it), then sets Contacted: the tap was the first contact.
    expect((await post(office, `/s/a/inbox/lead/${first}/contact`, cookie, { way: 'called' })).status).toBe(200);
    const changed = await post(office, `/s/a/inbox/lead/${first}/status`, cookie, { status: 'Contacted' });
    const lead = ((await changed.json()) as { lead: { status: string; firstContactSeconds: number } }).lead;
    expect(lead.status).toBe('Contacted');
    expect(lead.firstContactSeconds).toBeGreaterThanOrEqual(12 * 60);
    expect(lead.firstContactSeconds).toBeLessThan(13 * 60);
    // A form without script: 303 back to the lead page.
    const form = await office.request(`/s/a/inbox/lead/${second}/status`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'status=Booked',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(`/s/a/inbox/lead/${second}`);
    expect(
      (await post(office, `/s/a/inbox/lead/${second}/note`, cookie, { note: 'Quoted $350 <b>Tue</b>' })).status,
    ).toBe(200);

    summary = (await (
      await office.request('/s/a/inbox/api/summary', { headers: { Cookie: cookie } })
    ).json()) as typeof summary;
    expect(summary.weekWaiting).toBe(0);
    expect(summary.weekMedianSeconds).toBeGreaterThanOrEqual(21 * 60);
    expect(summary.weekMedianSeconds).toBeLessThan(22 * 60);
    const page = await (
      await office.request(`/s/a/inbox/lead/${second}`, { headers: { ...HTML, Cookie: cookie } })
    ).text();
    expect(page).toContain('First contact after 30 min');
    expect(page).toContain('New → <strong>Booked</strong>');
    expect(page).toContain('Quoted $350 &lt;b&gt;Tue&lt;/b&gt;');
    expect(page).toContain('owner@a-wash.example');
    const list = await (await office.request('/s/a/inbox/', { headers: { ...HTML, Cookie: cookie } })).text();
    expect(list).toMatch(/<p class="speed-figure">21 min<\/p>/);

    // A change must come from the office's own page.
    for (const origin of [ORIGIN_B, 'https://evil.example', null])
      expect((await post(office, `/s/a/inbox/lead/${first}/status`, cookie, { status: 'Done' }, origin)).status).toBe(
        403,
      );
    expect((await post(office, `/s/a/inbox/lead/${first}/status`, cookie, { status: 'Won' })).status).toBe(400);
  });

  it('searches and filters by status, service and date; keeps spam under its own filter, and rescues it', async () => {
    office = await leadOffice({ engine });
    const wash = await stored(office, enquiry({ name: 'Alma', city: 'Ludlow', whatAreYouInterestedIn: 'House Wash' }));
    const roof = await stored(
      office,
      enquiry({ name: 'Brent', city: 'Erlanger', whatAreYouInterestedIn: 'Roof Cleaning' }),
    );
    const spam = await stored(office, enquiry({ name: 'Botty' }, { website: 'spam.example' }));
    await office.office.db.query("update leads set received_at = '2026-10-01T12:00:00Z' where id = $1", [roof]);
    const cookie = await signIn(office, 'editor@a-wash.example', 'a', 'editor');
    const ids = async (query: string) => {
      const res = await office!.request(`/s/a/inbox/api/leads?${query}`, { headers: { Cookie: cookie } });
      return ((await res.json()) as { leads: { id: string }[] }).leads.map((l) => l.id).sort();
    };
    expect(await ids('')).toEqual([wash, roof].sort());
    expect(await ids('q=ludlow')).toEqual([wash]);
    expect(await ids('q=100%25')).toEqual([]);
    expect(await ids('service=Roof%20Cleaning')).toEqual([roof]);
    expect(await ids('from=2026-09-30&to=2026-10-01')).toEqual([roof]);
    expect(await ids('status=Spam')).toEqual([spam]);
    expect(await ids('status=New')).toEqual([wash, roof].sort());
    const list = await (
      await office.request('/s/a/inbox/?status=Spam', { headers: { ...HTML, Cookie: cookie } })
    ).text();
    expect(list).toContain('honeypot');
    // A false positive goes back among the leads.
    expect((await post(office, `/s/a/inbox/lead/${spam}/status`, cookie, { status: 'New' })).status).toBe(200);
    expect(await ids('')).toEqual([wash, roof, spam].sort());
    const { rows } = await office.office.db.query<{ kind: string }>(
      'select kind from lead_events where lead_id = $1 order by id',
      [spam],
    );
    expect(rows.map((r) => r.kind)).toEqual(['received', 'rescue']);
  });

  it('pages through leads received in the same microsecond, each once, newest first', async () => {
    office = await leadOffice({ engine });
    await office.office.db.query(
      `insert into leads (site, enquiry_id, fields, content_hash, received_at)
       select 'a', 'paged-lead-' || g, jsonb_build_object('name', 'N' || g), 'h',
              '2026-11-01T10:00:00.123456Z'::timestamptz + case when g > 100 then interval '1 microsecond' else interval '0' end
       from generate_series(1, 130) g`,
    );
    const cookie = await signIn(office, 'editor@a-wash.example', 'a', 'editor');
    const seen: string[] = [];
    let next: string | null = '';
    while (next !== null) {
      const res = await office.request(`/s/a/inbox/api/leads?before=${next}`, { headers: { Cookie: cookie } });
      const page = (await res.json()) as { leads: { id: string; fields: { name: string } }[]; next: string | null };
      seen.push(...page.leads.map((l) => l.fields.name));
      next = page.next;
    }
    expect(seen).toHaveLength(130);
    expect(new Set(seen).size).toBe(130);
    // The 30 a microsecond later come first.
    expect(seen.slice(0, 30).every((n) => Number(n.slice(1)) > 100)).toBe(true);
  });

  it('exports CSV that no spreadsheet reads as a formula', async () => {
    office = await leadOffice({ engine });
    await stored(
      office,
      enquiry({
        name: '=HYPERLINK("http://evil.example","click")',
        lastName: '+SUM(1,2)',
        address: '-2+3',
        city: '@cmd',
        zip: '\t=1+1',
        message: '\r=2+2\nline "two"',
        phone: '+1 859 555 0134',
      }),
    );
    const cookie = await signIn(office, 'owner@a-wash.example', 'a', 'owner');
    const res = await office.request('/s/a/inbox/export.csv', { headers: { Cookie: cookie } });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-a-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await res.text();
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(csv).toContain('"\'+SUM(1,2)"');
    expect(csv).toContain('"\'-2+3"');
    expect(csv).toContain('"\'@cmd"');
    expect(csv).toContain('"\'+1 859 555 0134"');
    expect(csv).toContain('"\'=2+2\nline ""two"""');
    // Every cell is quoted, and no cell opens with a formula character.
    const cells = csv.replace(/^\ufeff/, '').match(/"(?:[^"]|"")*"/g) ?? [];
    expect(cells.length).toBeGreaterThan(20);
    for (const cell of cells) expect(cell).not.toMatch(/^"[=+\-@\t\r]/);
  });

  it('exports and deletes one person’s leads by email for the owner, and deletes leads past retention at start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'leads-retention-'));
    const databaseUrl = engine === 'postgresql' ? await freshDatabase() : undefined;
    office = await leadOffice({ engine, dataDir, databaseUrl, siteA: { retentionMonths: 6 } });
    const hers = await stored(office, enquiry({ email: 'Mary.Roe@example.com', name: 'Mary' }));
    await stored(office, enquiry({ email: 'mary.roe@example.com', name: 'Mary' }));
    const other = await stored(office, enquiry());
    const theirs = await stored(office, enquiry({ email: 'mary.roe@example.com' }), ORIGIN_B);
    const owner = await signIn(office, 'owner@a-wash.example', 'a', 'owner');
    const editor = await signIn(office, 'editor@a-wash.example', 'a', 'editor');
    expect((await post(office, '/s/a/inbox/privacy/export', editor, { email: 'mary.roe@example.com' })).status).toBe(
      403,
    );
    const exported = await post(office, '/s/a/inbox/privacy/export', owner, { email: 'MARY.ROE@example.com' });
    expect(exported.status).toBe(200);
    const data = (await exported.json()) as { leads: { id: string; history: unknown[] }[] };
    expect(data.leads).toHaveLength(2);
    expect(data.leads.map((l) => l.id)).toContain(hers);
    expect(data.leads[0].history.length).toBeGreaterThan(0);
    const deleted = await post(office, '/s/a/inbox/privacy/delete', owner, { email: 'mary.roe@example.com' });
    expect(await deleted.json()).toEqual({ deleted: 2 });
    const left = await office.office.db.query<{ id: string }>('select id::text as id from leads order by id');
    expect(left.rows.map((r) => r.id).sort()).toEqual([other, theirs].sort());
    const audit = await office.office.db.query<{ detail: unknown }>(
      "select detail from audit where action = 'leads-erase' and site = 'a'",
    );
    expect(audit.rows).toEqual([{ detail: { leads: 2 } }]);
    expect(JSON.stringify(audit.rows)).not.toContain('mary');

    // Seven months old on a site that keeps six: gone at the next start; the other site keeps 24.
    await office.office.db.query("update leads set received_at = now() - interval '7 months'");
    await office.stop();
    office = await leadOffice({ engine, dataDir, databaseUrl, siteA: { retentionMonths: 6 } });
    const kept = await office.office.db.query<{ id: string }>('select id::text as id from leads');
    expect(kept.rows.map((r) => r.id)).toEqual([theirs]);
    expect(office.lines.some((l) => /1 lead\(s\) of a older than 6 months were deleted/.test(l))).toBe(true);
  });
});
