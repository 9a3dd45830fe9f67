// The office's routes. A route is METHOD + path pattern (':name' takes one part) + who may use
// it. Routes of a site are reached at /s/NAME/<path>, and, when the office has one site, at
// <path> too. Who may use a route is checked here, around every handler, never inside one:
// a site a person has no role in answers exactly as a site that does not exist (404).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteConfig } from '../config.ts';
import type { Office } from '../office.ts';
import { HttpError, sendJson } from '../../editor/server/http.ts';

export type Role = 'owner' | 'editor';

export interface Person {
  id: string;
  email: string;
  name: string;
  sessionId: string;
}

/** Who may use a route: anyone, anyone signed in, or a person with a role in the route's site. */
export type Access = 'public' | 'signed-in' | { role: Role };

export interface Ask {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
  office: Office;
  /** The signed-in person, where the route asked for one. */
  person?: Person;
  /** The site of a site route (from /s/NAME/, or the office's one site), once access is checked. */
  site?: SiteConfig;
  role?: Role;
  /** The path prefix of the site's pages: '/s/NAME' or '' for the one site. */
  base: string;
}

export type Handler = (ask: Ask) => Promise<void> | void;

interface Entry {
  method: string;
  parts: string[];
  access: Access;
  handler: Handler;
  /** A route of a site: reached under /s/NAME/. */
  ofSite: boolean;
  /** Matches any path under the pattern (a folder of files, the editor's pages). */
  prefix: boolean;
}

const ROLE_RANK: Record<Role, number> = { editor: 1, owner: 2 };

export function roleAllows(role: Role | undefined, needed: Role): boolean {
  return role !== undefined && ROLE_RANK[role] >= ROLE_RANK[needed];
}

export class Router {
  private entries: Entry[] = [];

  /** A route outside any site (sign-in, /healthz, /api/enquiries). */
  add(method: string, pattern: string, access: Access, handler: Handler): this {
    this.entries.push({
      method,
      parts: split(pattern),
      access,
      handler,
      ofSite: false,
      prefix: pattern.endsWith('/*'),
    });
    return this;
  }

  /** A route of a site, under /s/NAME/ (and at the top when the office has one site). */
  site(method: string, pattern: string, role: Role, handler: Handler): this {
    this.entries.push({
      method,
      parts: split(pattern),
      access: { role },
      handler,
      ofSite: true,
      prefix: pattern.endsWith('/*'),
    });
    return this;
  }

  /** The route for a request, with its parameters and site name; undefined when none matches. */
  find(method: string, path: string, sites: SiteConfig[]) {
    const parts = split(path);
    let siteName: string | undefined;
    let rest = parts;
    let base = '';
    if (parts[0] === 's' && parts.length >= 2) {
      siteName = parts[1];
      rest = parts.slice(2);
      base = `/s/${parts[1]}`;
    }
    let methodMismatch = false;
    for (const entry of this.entries) {
      if (entry.ofSite !== (siteName !== undefined) && !(entry.ofSite && sites.length === 1)) continue;
      const params = match(entry, entry.ofSite ? rest : parts);
      if (!params) continue;
      if (entry.method !== method && !(entry.method === 'GET' && method === 'HEAD')) {
        methodMismatch = true;
        continue;
      }
      const name = entry.ofSite ? (siteName ?? sites[0]?.name) : undefined;
      return { entry, params, siteName: name, base: entry.ofSite ? base : '' };
    }
    return methodMismatch ? 'method' : undefined;
  }
}

function split(path: string): string[] {
  return path.replace(/\/\*$/, '').split('/').filter(Boolean);
}

function match(entry: Entry, parts: string[]): Record<string, string> | undefined {
  if (entry.prefix ? parts.length < entry.parts.length : parts.length !== entry.parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < entry.parts.length; i++) {
    const want = entry.parts[i];
    if (want.startsWith(':')) {
      try {
        params[want.slice(1)] = decodeURIComponent(parts[i]);
      } catch {
        return undefined;
      }
    } else if (want !== parts[i]) return undefined;
  }
  if (entry.prefix) params['*'] = parts.slice(entry.parts.length).join('/');
  return params;
}

export function notFound(): HttpError {
  return new HttpError(404, 'Not found.');
}

export { HttpError, sendJson };
export type { Entry };
