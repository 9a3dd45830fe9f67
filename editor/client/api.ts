// The editor's calls to its dev server (editor/server/plugin.ts): /__admin/api/...
import type { Problem } from './problems.ts';

const BASE = '/__admin/api/';

export interface SiteState {
  /** The site file's path on disk (drafts are kept under it). */
  file: string;
  version: string;
  text: string;
  data: Record<string, unknown> | null;
  problems: Problem[];
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

export async function call<T>(route: string, init?: RequestInit): Promise<T> {
  const res = await fetch(BASE + route, init);
  const body = res.headers.get('content-type')?.includes('json') ? await res.json() : { error: await res.text() };
  if (!res.ok)
    throw new ApiError(res.status, String(body?.error ?? `The editor's server answered ${res.status}.`), body);
  return body as T;
}

export const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export const api = {
  site: () => call<SiteState>('site'),
  schema: () => call<Record<string, unknown>>('schema'),
  check: (data: unknown) => call<{ text: string; problems: Problem[] }>('check', post({ data })),
  save: (baseVersion: string, data: unknown) =>
    call<{ version: string; text: string }>('save', post({ baseVersion, data })),
  async preview(data: unknown, path: string, signal?: AbortSignal): Promise<string> {
    const res = await fetch(`${BASE}preview`, { ...post({ data, path }), signal });
    return res.text();
  },
  images: () => call<{ images: { path: string; width?: number; height?: number }[] }>('images'),
  upload: (file: File) =>
    call<{ path: string }>('images', {
      method: 'POST',
      headers: { 'X-File-Name': encodeURIComponent(file.name), 'Content-Type': 'application/octet-stream' },
      body: file,
    }),
  renamePlan: (data: unknown, from: string, to: string) =>
    call<{ changes: { path: (string | number)[]; before: string; after: string }[]; data: Record<string, unknown> }>(
      'rename-plan',
      post({ data, from, to }),
    ),
  events: () => new EventSource(`${BASE}events`),
};
