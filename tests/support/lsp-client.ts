// A small Language Server Protocol client over stdio, to drive the real yaml-language-server
// from npm the way an editor does: open a document, ask for completions, read diagnostics.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface Message {
  id?: number;
  method?: string;
  params?: { items?: unknown[]; uri?: string; diagnostics?: Diagnostic[] };
  result?: unknown;
  error?: { message: string };
}

export interface Diagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  message: string;
  severity?: number;
}

export interface CompletionItem {
  label: string;
  insertText?: string;
  documentation?: string | { kind: string; value: string };
  detail?: string;
}

const settings = {
  yaml: {
    validate: true,
    completion: true,
    hover: true,
    format: { enable: false },
    schemaStore: { enable: false },
    schemas: {},
  },
};

export class YamlLanguageServer {
  private proc: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private diagnostics = new Map<string, Diagnostic[][]>();
  private waiters: Array<() => void> = [];
  private versions = new Map<string, number>();

  constructor() {
    const require = createRequire(import.meta.url);
    const pkg = require.resolve('yaml-language-server/package.json');
    this.proc = spawn(process.execPath, [join(dirname(pkg), 'bin', 'yaml-language-server'), '--stdio'], {
      stdio: 'pipe',
    });
    this.proc.stdout.on('data', (chunk: Buffer) => this.read(chunk));
  }

  private read(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString())?.[1]);
      if (this.buffer.length < end + 4 + length) return;
      const body = JSON.parse(this.buffer.subarray(end + 4, end + 4 + length).toString('utf8')) as Message;
      this.buffer = this.buffer.subarray(end + 4 + length);
      this.handle(body);
    }
  }

  private handle(m: Message): void {
    if (m.id !== undefined && m.method === undefined) {
      const p = this.pending.get(m.id);
      this.pending.delete(m.id);
      if (m.error) p?.reject(new Error(m.error.message));
      else p?.resolve(m.result);
      return;
    }
    if (m.method === 'workspace/configuration') {
      this.send({ id: m.id, result: (m.params?.items ?? []).map(() => settings.yaml) });
    } else if (m.id !== undefined) {
      this.send({ id: m.id, result: null });
    } else if (m.method === 'textDocument/publishDiagnostics') {
      const { uri = '', diagnostics = [] } = m.params ?? {};
      const list = this.diagnostics.get(uri) ?? [];
      list.push(diagnostics);
      this.diagnostics.set(uri, list);
      for (const w of this.waiters.splice(0)) w();
    }
  }

  private send(m: object): void {
    const body = JSON.stringify({ jsonrpc: '2.0', ...m });
    this.proc.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }

  request(method: string, params: unknown): Promise<unknown> {
    const id = this.nextId++;
    this.send({ id, method, params });
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  notify(method: string, params: unknown): void {
    this.send({ method, params });
  }

  async start(rootDir: string): Promise<void> {
    await this.request('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(rootDir).href,
      capabilities: {
        textDocument: {
          completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown', 'plaintext'] } },
          publishDiagnostics: {},
        },
        workspace: { configuration: true },
      },
    });
    this.notify('initialized', {});
    this.notify('workspace/didChangeConfiguration', { settings });
  }

  /** Opens (or replaces) a document and waits for its diagnostics. */
  async open(file: string, text: string): Promise<Diagnostic[]> {
    const uri = pathToFileURL(file).href;
    const version = (this.versions.get(uri) ?? 0) + 1;
    this.versions.set(uri, version);
    const before = this.diagnostics.get(uri)?.length ?? 0;
    if (version === 1)
      this.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version, text } });
    else this.notify('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
    const deadline = Date.now() + 30_000;
    while ((this.diagnostics.get(uri)?.length ?? 0) <= before) {
      if (Date.now() > deadline) throw new Error('no diagnostics from yaml-language-server within 30 s');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 500);
      });
    }
    return this.diagnostics.get(uri)!.at(-1)!;
  }

  async complete(file: string, line: number, character: number): Promise<CompletionItem[]> {
    const result = (await this.request('textDocument/completion', {
      textDocument: { uri: pathToFileURL(file).href },
      position: { line, character },
    })) as CompletionItem[] | { items?: CompletionItem[] } | null;
    return Array.isArray(result) ? result : (result?.items ?? []);
  }

  async stop(): Promise<void> {
    try {
      await Promise.race([this.request('shutdown', null), new Promise((r) => setTimeout(r, 2000))]);
      this.notify('exit', null);
    } finally {
      this.proc.kill();
    }
  }
}
