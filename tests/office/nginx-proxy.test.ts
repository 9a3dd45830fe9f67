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

  beforeAll(async () => {
    const port = await freePort();
    host = `localhost:${port}`;
    office = await startTestOffice({ env: { OFFICE_PUBLIC_URL: `http://${host}` } });
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
});
