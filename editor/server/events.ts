// Server-Sent Events for the editor: `changed` whenever site.yaml changes on disk by anything
// other than the editor's own save (an external edit), so the editor can offer to reload
// instead of overwriting it.
import type { ServerResponse } from 'node:http';
import type { ApiEvents } from '../shared/api-contract.ts';

export class EditorEvents {
  private readonly clients = new Set<ServerResponse>();
  private readonly heartbeat: ReturnType<typeof setInterval>;

  constructor() {
    // A comment line now and then keeps proxies and idle timeouts from closing the stream.
    this.heartbeat = setInterval(() => this.write(': keep-alive\n\n'), 25_000);
    this.heartbeat.unref();
  }

  open(res: ServerResponse): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    res.write('retry: 2000\n\n');
    this.clients.add(res);
    res.on('close', () => this.clients.delete(res));
  }

  send<E extends keyof ApiEvents>(event: E, data: ApiEvents[E]): void {
    this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private write(chunk: string): void {
    for (const res of this.clients) res.write(chunk);
  }
}
