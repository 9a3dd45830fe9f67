// The shipped nginx config (deploy/office/nginx-office.conf) in front of a real office: the
// office answers through it at its public address, refuses another host through it too, and
// believes the visitor's address nginx passes on (X-Real-IP) but not one a visitor writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { runNginx, type RunningNginx } from '../support/nginx-process.ts';
import { freePort } from '../support/postgres-cluster.ts';
import { startTestOffice, type TestOffice } from '../support/office-harness.ts';
import { clientAddress } from '../../office/http/security.ts';
import { sendJson } from '../../office/http/router.ts';
import { addPerson } from '../../office/auth/people.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { Browser, linkIn, tokenOf } from './auth-helpers.ts';

/** The https server block of the shipped file, listening on a loopback port without TLS. */
export function localOfficeConf(shipped: string, port: number, officePort: number): string {
  const https = shipped.slice(shipped.lastIndexOf('server {'));
  const conf = https
    .replace(/^\s*listen \[::\]:443 ssl http2;\n/m, '')
    .replace(/^(\s*)listen 443 ssl http2;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^\s*ssl_certificate(_key)? .*;\n/gm, '')
    .replace(/proxy_pass http:\/\/127\.0\.0\.1:8080;/, `proxy_pass http://127.0.0.1:${officePort};`);
  if (!conf.includes(`listen 127.0.0.1:${port};`) || !conf.includes(`:${officePort};`))
    throw new Error('nginx-office.conf has no "listen 443 ssl http2;" or "proxy_pass http://127.0.0.1:8080;" line');
  return conf;
}

function get(port: number, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += String(c)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the office behind the shipped nginx', () => {
  let office: TestOffice;
  let nginx: RunningNginx;
  let host: string;
  let smtp: SmtpInbox;

  beforeAll(async () => {
    const port = await freePort();
    host = `localhost:${port}`;
    smtp = await startSmtpInbox();
    office = await startTestOffice({ env: { OFFICE_PUBLIC_URL: `http://${host}` }, smtpUrl: smtp.url });
    // A route of the test's own that says which address the office believed.
    office.office.router.add('GET', '/test/who', 'public', ({ req, res }) =>
      sendJson(res, 200, { address: clientAddress(req) }),
    );
    const shipped = readFileSync('deploy/office/nginx-office.conf', 'utf8');
    nginx = await runNginx(localOfficeConf(shipped, port, office.port), port);
  }, 60_000);
  afterAll(async () => {
    await nginx?.stop();
    await office?.stop();
    await smtp?.close();
  });

  it('answers /healthz through nginx at its public address, and refuses another host name', async () => {
    const ok = await get(nginx.port, '/healthz', { Host: host });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toMatchObject({ ok: true, database: 'ok' });
    expect((await get(nginx.port, '/healthz', { Host: 'evil.example' })).status).toBe(421);
  });

  it("believes nginx's X-Real-IP, never the visitor's own", async () => {
    const seen = await get(nginx.port, '/test/who', { Host: host, 'X-Real-IP': '203.0.113.9' });
    // nginx replaces the header with the address it saw: this test's own loopback address.
    expect(JSON.parse(seen.body)).toEqual({ address: '127.0.0.1' });
  });

  it('signs a person in through nginx with an emailed link, and shows them their site', async () => {
    const ann = 'ann.through.nginx@example.com';
    await addPerson(office.office.db, { email: ann, site: 'site', role: 'owner' });
    // A browser that reaches the office only through nginx, at the office's public address.
    const viaNginx = {
      ...office,
      request: (path: string, init: RequestInit & { origin?: string | null } = {}) => {
        const headers = new Headers(init.headers);
        const method = (init.method ?? 'GET').toUpperCase();
        if (init.origin !== undefined) {
          if (init.origin !== null) headers.set('Origin', init.origin);
        } else if (method !== 'GET') headers.set('Origin', `http://${host}`);
        return fetch(`http://${host}${path}`, { ...init, headers, redirect: 'manual' });
      },
    };
    const phone = new Browser(viaNginx as TestOffice);
    expect((await phone.post('/api/auth/link', { email: ann })).status).toBe(202);
    const mail = await smtp.waitFor(
      (m) => m.text?.includes('/sign-in/link?t=') === true && String(m.to && JSON.stringify(m.to)).includes(ann),
    );
    const link = linkIn(mail.text, '/sign-in/link');
    expect(new URL(link).host).toBe(host);
    expect((await phone.page(`/sign-in/link?t=${tokenOf(link)}`)).status).toBe(200);
    expect((await phone.post('/api/auth/link/use', { token: tokenOf(link) })).status).toBe(200);
    const home = await phone.page('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('/admin/');
  });
});
