// The built site behind a real nginx, configured by the nginx.conf the build writes: every
// page at its address with 200 and no redirect (so no Location that could lead to another
// site), 404 with the not-found page, the same CSP as the meta tag plus the security headers,
// gzip, year-long caching only for hashed files, and no way out of the site's folder.
import { request as httpRequest } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { ownPageTest as test } from './shared-page.ts';
import { siteRoutes } from './site-routes.ts';
import { startNginx, type RunningNginx } from './nginx-server.ts';
import { freshBuild, outDir } from './built-site.ts';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let nginx: RunningNginx;

/** A request with the path sent exactly as written (no URL clean-up), body left as sent. */
function get(path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port: nginx.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

const metaCsp = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1].replace(/&#39;/g, "'");

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  nginx = await startNginx(freshBuild());
});
test.afterAll(async () => {
  await nginx?.stop();
});

test('serves every page at its canonical address with 200, no redirect, and its own title', async () => {
  for (const route of siteRoutes) {
    const reply = await get(route);
    expect(reply.status, route).toBe(200);
    expect(reply.headers['content-type'], route).toMatch(/^text\/html/);
    const file = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
    const title = /<title>[^<]*<\/title>/.exec(readFileSync(join(outDir, file), 'utf8'))?.[0];
    expect(title, route).toBeTruthy();
    expect(reply.body, route).toContain(title);
    expect(reply.body, route).toContain(`<link rel="canonical" href="https://www.pelicanexterior.example${route}" />`);
  }
});

test('shows the page at its address with a trailing slash too, without a redirect', async () => {
  for (const path of ['/contact/?from=x', '/residential/', '/residential/faqs/']) {
    const reply = await get(path);
    expect(reply.status, path).toBe(200);
    expect(reply.headers.location, path).toBeUndefined();
    const page = path.replace(/\/(\?.*)?$/, '');
    expect(reply.body, path).toContain(`<link rel="canonical" href="https://www.pelicanexterior.example${page}" />`);
  }
});

test('never sends a visitor to another site: no Location is made from the address asked for', async () => {
  // Browsers read /\host, /<tab>/host and //host as "another site": an nginx that copied the
  // decoded path into Location once answered /%5Cevil.example/ with Location: /\evil.example.
  const base = `http://127.0.0.1:${nginx.port}/`;
  const attempts = [
    '/%5Cevil.example/',
    '/%5C%5Cevil.example/',
    '/%5C/evil.example/',
    '/%09/evil.example/',
    '/%09evil.example/',
    '//evil.example/',
    '///evil.example/',
    '/%2F%2Fevil.example/',
    '//evil.example/contact/',
    '/%5Cevil.example/contact/',
    '/%5Cevil.example',
    '/contact/%5C..%5C/',
  ];
  for (const path of attempts) {
    const reply = await get(path);
    const location = reply.headers.location;
    if (location !== undefined)
      expect(new URL(String(location), base).origin, `${path} → ${location}`).toBe(new URL(base).origin);
    expect(location, path).toBeUndefined();
    expect(reply.status, path).toBe(404);
    expect(reply.body, path).toContain('Page not found');
  }
});

test('answers an unknown address with 404 and the not-found page', async () => {
  for (const path of ['/no-such-page', '/residential/no-such-page', '/assets/missing.js', '/images/missing.png']) {
    const reply = await get(path);
    expect(reply.status, path).toBe(404);
    expect(reply.body, path).toContain('Page not found');
    expect(reply.headers['content-security-policy'], path).toBeTruthy();
  }
});

test('sends the page meta tag policy as a header, with frame-ancestors and the other security headers', async () => {
  for (const path of ['/', '/contact', '/no-such-page']) {
    const reply = await get(path);
    const header = String(reply.headers['content-security-policy']);
    expect(header, path).toMatch(/; frame-ancestors 'none'$/);
    expect(header.replace(/; frame-ancestors 'none'$/, ''), path).toBe(metaCsp(reply.body));
    expect(reply.headers['x-content-type-options'], path).toBe('nosniff');
    expect(reply.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(reply.headers['x-frame-options'], path).toBe('DENY');
    expect(reply.headers['permissions-policy'], path).toMatch(/camera=\(\)/);
    expect(reply.headers.server, path).toBe('nginx');
  }
});

test('compresses pages, scripts and styles with gzip', async () => {
  const assets = readdirSync(join(outDir, 'assets'));
  const js = assets.find((f) => f.endsWith('.js'));
  const css = assets.find((f) => f.endsWith('.css'));
  for (const path of ['/', `/assets/${js}`, `/assets/${css}`]) {
    const reply = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(reply.headers['content-encoding'], path).toBe('gzip');
    expect(reply.headers.vary, path).toMatch(/Accept-Encoding/);
    expect(reply.body.slice(0, 2), path).toBe('\x1f\x8b');
  }
  expect((await get('/')).headers['content-encoding']).toBeUndefined();
});

test('caches hashed files for a year and makes browsers check pages each time', async () => {
  const js = readdirSync(join(outDir, 'assets')).find((f) => f.endsWith('.js'));
  const card = readdirSync(join(outDir, 'assets/social'))[0];
  for (const path of [`/assets/${js}`, `/assets/social/${card}`]) {
    const reply = await get(path);
    expect(reply.status, path).toBe(200);
    expect(reply.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['content-security-policy'], path).toBeTruthy();
  }
  expect((await get(`/assets/social/${card}`)).headers['content-type']).toBe('image/png');
  for (const path of ['/', '/contact', '/images/logo.svg', '/no-such-page'])
    expect((await get(path)).headers['cache-control'], path).toBe('no-cache');
});

test('gives no way out of the site folder, and hides host files', async () => {
  const attempts = [
    '/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/..%5c..%5c..%5c..%5cetc%5cpasswd',
    '/%252e%252e/%252e%252e/etc/passwd',
    '//etc/passwd',
    '/assets/../../../etc/passwd',
    '/nginx.conf',
    '/_headers',
    '/.ssr/prerender.js',
    '/.env',
  ];
  for (const path of attempts) {
    const reply = await get(path);
    expect([400, 404], path).toContain(reply.status);
    expect(reply.body, path).not.toMatch(/root:x:0:0|add_header|Content-Security-Policy:/);
  }
});
