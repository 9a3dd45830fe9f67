// The editor's calls to its dev server (editor/server/plugin.ts), typed by the API's contract
// in editor/shared/api-contract.ts: the same routes, bodies and answers the server uses.
import {
  addressOf,
  type ApiEvents,
  type Refusal,
  type RequestOf,
  type ResponseOf,
  type Route,
  type SiteState,
} from '../shared/api-contract.ts';

export type { SiteState };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Refusal,
  ) {
    super(message);
  }
}

/** The body of an answer: JSON, or its text as the error. */
async function bodyOf(res: Response) {
  return res.headers.get('content-type')?.includes('json') ? await res.json() : { error: await res.text() };
}

/** A refusal as an ApiError with the server's words. */
async function refusal(res: Response): Promise<ApiError> {
  const body = await bodyOf(res);
  return new ApiError(res.status, String(body?.error ?? `The editor's server answered ${res.status}.`), body);
}

/** Calls a route that answers JSON; a refusal throws an ApiError with the server's words. */
export async function call<R extends Route>(route: R, init?: RequestInit): Promise<ResponseOf<R>> {
  const res = await fetch(addressOf(route), init);
  if (!res.ok) throw await refusal(res);
  return (await bodyOf(res)) as ResponseOf<R>;
}

export const post = <R extends Route>(body: RequestOf<R>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export const api = {
  site: () => call('GET site'),
  schema: () => call('GET schema'),
  check: (data: unknown) => call('POST check', post<'POST check'>({ data })),
  save: (baseVersion: string, data: unknown) => call('POST save', post<'POST save'>({ baseVersion, data })),
  async preview(data: unknown, path: string, signal?: AbortSignal): Promise<string> {
    const res = await fetch(addressOf('POST preview'), { ...post<'POST preview'>({ data, path }), signal });
    if (!res.ok) throw await refusal(res); // the server's words, not its error page as the preview
    return res.text();
  },
  images: () => call('GET images'),
  upload: (file: File) =>
    call('POST images', {
      method: 'POST',
      headers: { 'X-File-Name': encodeURIComponent(file.name), 'Content-Type': 'application/octet-stream' },
      body: file,
    }),
  renamePlan: (data: unknown, from: string, to: string) =>
    call('POST rename-plan', post<'POST rename-plan'>({ data, from, to })),
  events: () => new EventSource(addressOf('GET events')),
};

/** The data of an event of GET events. */
export const eventData = <E extends keyof ApiEvents>(_event: E, message: Event): ApiEvents[E] =>
  JSON.parse((message as MessageEvent<string>).data) as ApiEvents[E];
