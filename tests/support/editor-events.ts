// The editor's events stream (GET events, editor/server/events.ts) read as the editor's page
// reads it: every `changed` event, as it comes, from the moment the stream is open.
import { expect } from 'vitest';
import type { ApiEvents } from '../../editor/shared/api-contract.ts';

export interface Listening {
  /** The `changed` events heard so far. */
  heard: ApiEvents['changed'][];
  stop(): void;
}

/** Opens the stream at `url` (with `headers`, e.g. a session's cookie); resolves once it is open. */
export async function listenToEvents(url: string, headers: Record<string, string> = {}): Promise<Listening> {
  const stopping = new AbortController();
  const heard: ApiEvents['changed'][] = [];
  const res = await fetch(url, { headers, signal: stopping.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let opened: (value: undefined) => void = () => undefined;
  const open = new Promise<undefined>((done) => (opened = done));
  void (async () => {
    let text = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += value;
      if (text.includes('retry:')) opened(undefined);
      let end;
      while ((end = text.indexOf('\n\n')) >= 0) {
        const data = /^event: changed\ndata: (.*)$/m.exec(text.slice(0, end))?.[1];
        text = text.slice(end + 2);
        if (data) heard.push(JSON.parse(data) as ApiEvents['changed']);
      }
    }
  })();
  await open;
  return { heard, stop: () => stopping.abort() };
}
