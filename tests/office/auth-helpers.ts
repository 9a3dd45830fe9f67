// Helpers of the sign-in tests: a browser's cookie jar over the harness's fetch, and an office
// with two sites (alpha and beta) on one small repository.
import { execFileSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestOffice, type Engine, type TestOffice } from '../support/office-harness.ts';

let repo: string | undefined;
function siteRepo(): string {
  if (repo) return repo;
  repo = mkdtempSync(join(tmpdir(), 'auth-site-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe' });
  git('init', '--quiet', '--initial-branch=main');
  git('-c', 'user.name=T', '-c', 'user.email=t@example.com', 'commit', '--quiet', '--allow-empty', '-m', 'site');
  return repo;
}

export function twoSiteOffice(engine: Engine, smtpUrl?: string): Promise<TestOffice> {
  return startTestOffice({
    engine,
    smtpUrl,
    sites: [
      { name: 'alpha', repo: siteRepo(), branch: 'main', origin: 'https://www.alpha-wash.example' },
      { name: 'beta', repo: siteRepo(), branch: 'main', origin: 'https://www.beta-lawns.example' },
    ],
  });
}

/** One browser: it keeps the cookies the office sets and sends them back. */
export class Browser {
  cookies = new Map<string, string>();
  constructor(private office: TestOffice) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(path: string, init: RequestInit & { origin?: string | null } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size && !headers.has('Cookie')) headers.set('Cookie', this.cookieHeader);
    const res = await this.office.request(path, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  post(path: string, body: unknown, init: RequestInit & { origin?: string | null } = {}): Promise<Response> {
    return this.request(path, {
      ...init,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
      body: JSON.stringify(body),
    });
  }

  page(path: string): Promise<Response> {
    return this.request(path, { headers: { Accept: 'text/html' } });
  }
}

/** The link in a message's text. */
export function linkIn(text: string | undefined, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace('/', '\\/')}\\?t=[A-Za-z0-9_-]{43}`).exec(text ?? '');
  if (!match) throw new Error(`No ${path} link in: ${text}`);
  return match[0];
}

export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('t') ?? '';
}

/** A GET through node:http, whose headers are sent as given (fetch puts its own Sec-Fetch-Mode). */
export function rawGet(office: TestOffice, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { port: office.port, host: '127.0.0.1', path, headers: { Host: `localhost:${office.port}`, ...headers } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
