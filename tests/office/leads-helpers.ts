// Helpers of the lead desk's tests: an office with two sites (a and b, each with its own
// origin), a valid enquiry, a send from a given client address, a signed-in person.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestOffice, type Engine, type TestOffice } from '../support/office-harness.ts';
import { addPerson } from '../../office/auth/people.ts';
import { createSession } from '../../office/auth/sessions.ts';
import type { Role } from '../../office/http/router.ts';

export const ORIGIN_A = 'https://www.a-wash.example';
export const ORIGIN_B = 'https://www.b-lawns.example';

let repo: string | undefined;
/** One small repository both test sites clone (the lead desk needs no site content). */
function siteRepo(): string {
  if (repo) return repo;
  repo = mkdtempSync(join(tmpdir(), 'leads-site-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe' });
  git('init', '--quiet', '--initial-branch=main');
  git('-c', 'user.name=T', '-c', 'user.email=t@example.com', 'commit', '--quiet', '--allow-empty', '-m', 'site');
  return repo;
}

export interface LeadOfficeOptions {
  engine: Engine;
  smtpUrl?: string;
  siteA?: Record<string, unknown>;
  env?: Record<string, string>;
  dataDir?: string;
  databaseUrl?: string;
}

export function leadOffice(options: LeadOfficeOptions): Promise<TestOffice> {
  return startTestOffice({
    engine: options.engine,
    smtpUrl: options.smtpUrl,
    env: options.env,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    sites: [
      { name: 'a', repo: siteRepo(), branch: 'main', origin: ORIGIN_A, ...options.siteA },
      { name: 'b', repo: siteRepo(), branch: 'main', origin: ORIGIN_B },
    ],
  });
}

let counter = 0;
export const newId = () => `enq-${process.pid}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function enquiry(fields: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return {
    enquiryId: newId(),
    fields: {
      name: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      phone: '(859) 555-0134',
      address: '12 Oak St',
      city: 'Covington',
      zip: '41011',
      message: 'Driveway and the north wall, please.',
      howDidYouHearAboutUs: 'Google',
      whatAreYouInterestedIn: 'House Wash',
      optInForSMS: '',
      ...fields,
    },
    shownAt: 9000,
    ...extra,
  };
}

let address = 0;
/** A client address of its own for each caller (the rate limit counts each on its own). */
export const newAddress = () => `10.${(process.pid >> 8) & 255}.${(address >> 8) & 255}.${address++ & 255}`;

export function send(
  office: TestOffice,
  body: unknown,
  options: { origin?: string | null; type?: string; address?: string; raw?: string } = {},
): Promise<Response> {
  return office.request('/api/enquiries', {
    method: 'POST',
    origin: options.origin === undefined ? ORIGIN_A : options.origin,
    headers: {
      'Content-Type': options.type ?? 'application/json',
      'X-Real-IP': options.address ?? newAddress(),
    },
    body: options.raw ?? JSON.stringify(body),
  });
}

/** A person with `role` in `site`, signed in: their Cookie header. */
export async function signIn(office: TestOffice, email: string, site: string, role: Role): Promise<string> {
  const person = await addPerson(office.office.db, { email, site, role });
  return (await createSession(office.office, person.id)).cookie;
}

/** Resolves when `check` holds, polling the database (no fixed sleep). */
export async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('The condition did not hold in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
