// The office's skeleton on both databases: it starts, runs its migrations once, answers
// /healthz, refuses other hosts and foreign origins, and backs up and restores its data.
import { afterEach, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databases, startTestOffice, type TestOffice } from '../support/office-harness.ts';
import { makeBackup, readBackup, restoreBackup } from '../../office/backup.ts';
import { record } from '../../office/audit.ts';

let office: TestOffice | undefined;
afterEach(async () => {
  await office?.stop();
  office = undefined;
});

function rawGet(port: number, path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, path, host: '127.0.0.1', headers: { Host: host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(databases)('the office on %s', (engine) => {
  it('starts, answers /healthz with every site reachable, and sends the security headers', async () => {
    office = await startTestOffice({ engine });
    const res = await office.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, database: 'ok', sites: 1, sitesUnreachable: 0 });
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const { rows } = await office.office.db.query<{ name: string }>('select name from office_migrations order by id');
    expect(rows.map((r) => r.name)).toContain('001-core.sql');
  });

  it('refuses a Host that is not its own, and a change from another origin or none', async () => {
    office = await startTestOffice({ engine });
    expect(await rawGet(office.port, '/healthz', 'evil.example')).toBe(421);
    expect(await rawGet(office.port, '/healthz', `localhost:${office.port}`)).toBe(200);
    for (const origin of ['https://evil.example', null]) {
      const res = await office.request('/healthz', { method: 'POST', origin, body: '{}' });
      expect(res.status).toBe(403);
    }
  });

  it('backs up and restores every row, into a fresh office', async () => {
    office = await startTestOffice({ engine });
    await record(office.office.db, {
      site: 'site',
      actor: 'ann@example.com',
      action: 'sign-in',
      detail: { how: 'passkey' },
    });
    const file = join(mkdtempSync(join(tmpdir(), 'backup-')), 'office.backup');
    writeFileSync(file, await makeBackup(office.office));
    await office.stop();
    office = await startTestOffice({ engine });
    const said = await restoreBackup(office.office, readBackup(readFileSync(file)));
    expect(said).toMatch(/^Restored 1 rows/);
    const { rows } = await office.office.db.query<{ actor: string; action: string; detail: unknown }>(
      "select actor, action, detail from audit where action = 'sign-in'",
    );
    expect(rows).toEqual([{ actor: 'ann@example.com', action: 'sign-in', detail: { how: 'passkey' } }]);
  });
});
