// Hostile requests to the email stand-in of a real `vite` dev server (npm start), each
// reproducing an attack from issue 10 and checking the safe outcome: a short 4xx, nothing
// written, one log line, bounded memory, and the server still answering afterwards.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formBody, memoryOf, send, startVite, type RunningServer } from './server.ts';

const FORM = '/api/v1.0/email/send-form';
const JSON_PATH = '/api/v1.0/email/send';
const MB = 1024 * 1024;
const STACK = /\n\s+at .+(\.ts|\.js|node:)/;
const ids = { lib_version: '4.4.1', service_id: 'service_x', template_id: 'template_x', user_id: 'pk_x' };

// The outbox sits under the served project folder, as .outbox/ does, in a folder of its own.
const dir = resolve(`.e2e/standin-${process.pid}`);
const outbox = join(dir, '.outbox', 'enquiries.jsonl');
let server: RunningServer;
// A real server on a shared machine: generous limits, so only a wrong answer fails a test.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const lines = (): string[] => (existsSync(outbox) ? readFileSync(outbox, 'utf8').split('\n').filter(Boolean) : []);
const enquiries = () => lines().map((l) => JSON.parse(l) as { params: Record<string, string> });

function postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const { body, type } = formBody(fields);
  return send(server.port, {
    path: FORM,
    headers: { 'Content-Type': type, 'Content-Length': String(body.length), ...headers },
    body,
  });
}
function postJson(body: string, headers: Record<string, string> = {}) {
  return send(server.port, { path: JSON_PATH, headers: { 'Content-Type': 'application/json', ...headers }, body });
}
async function stillServes() {
  const r = await postForm({ ...ids, name: 'After' });
  expect(r.status).toBe(200);
}

beforeAll(async () => {
  mkdirSync(dirname(outbox), { recursive: true });
  server = await startVite('dev', { EMAIL_STANDIN_OUTBOX: outbox });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

function dirname(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

describe('oversized bodies (point 2)', () => {
  it('answers 413 at once to a 100 MB Content-Length and writes nothing', async () => {
    const before = lines().length;
    const r = await send(server.port, {
      path: FORM,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(100 * MB) },
      streamBytes: 100 * MB,
    });
    expect(r.status).toBe(413);
    expect(r.text).toMatch(/^The request is larger than 1 MB/);
    expect(lines()).toHaveLength(before);
    await stillServes();
  }, 60_000);

  it('answers 413 to a chunked 100 MB body (no Content-Length) by counting what arrives', async () => {
    const before = lines().length;
    const r = await send(server.port, {
      path: JSON_PATH,
      headers: { 'Content-Type': 'application/json' },
      streamBytes: 100 * MB,
    });
    expect(r.status).toBe(413);
    expect(r.text).toMatch(/^The request is larger than 1 MB/);
    expect(lines()).toHaveLength(before);
    await stillServes();
  }, 60_000);

  it('still takes an enquiry of 900 KB, well above any real one', async () => {
    const r = await postForm({ ...ids, name: 'Long', message: 'x'.repeat(900 * 1024) });
    expect(r.status).toBe(200);
    expect(enquiries().at(-1)?.params.message).toHaveLength(900 * 1024);
  });

  it('keeps its memory bounded: RSS grows by less than 200 MB across three parallel 100 MB requests', async () => {
    const { rss: before } = memoryOf(server.pid);
    // Reset the peak (VmHWM) so it measures these requests only.
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    const results = await Promise.all([
      send(server.port, {
        path: FORM,
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
        streamBytes: 100 * MB,
      }),
      send(server.port, { path: JSON_PATH, headers: { 'Content-Type': 'application/json' }, streamBytes: 100 * MB }),
      send(server.port, {
        path: FORM,
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(100 * MB) },
        streamBytes: 100 * MB,
      }),
    ]);
    const { peak } = memoryOf(server.pid);
    const grew = (peak - before) / MB;
    console.info(
      `stand-in RSS before ${Math.round(before / MB)} MB, peak during three 100 MB requests ${Math.round(peak / MB)} MB (+${grew.toFixed(1)} MB)`,
    );
    expect(results.map((r) => r.status)).toEqual([413, 413, 413]);
    expect(grew).toBeLessThan(200);
  }, 120_000);
});

describe('malformed bodies (point 5)', () => {
  it.each([
    ['null', 'null', /^The request body must be a JSON object/],
    ['a list', '[1,2]', /^The request body must be a JSON object/],
    ['broken JSON', '{"user_id":', /^The request body is not valid JSON/],
    [
      '200,000-deep template_params',
      `{"user_id":"u","service_id":"s","template_id":"t","template_params":{"a":${'['.repeat(200_000)}${']'.repeat(200_000)}}}`,
      /^The template_params values must be text/,
    ],
    [
      'a 200,000-deep user_id',
      `{"user_id":${'['.repeat(200_000)}${']'.repeat(200_000)},"service_id":"s","template_id":"t"}`,
      /^The user_id parameter is required/,
    ],
  ])(
    '%s gets a 400 with a short reason, no stack and no error overlay',
    async (_, body, reason) => {
      const r = await postJson(body);
      expect(r.status).toBe(400);
      expect(r.text).toMatch(reason);
      expect(r.text.length).toBeLessThan(200);
      expect(r.text).not.toMatch(STACK);
      expect(server.output()).not.toMatch(/Internal server error|Maximum call stack|TypeError/);
      await stillServes();
    },
    30_000,
  );
});

describe('the outbox is not served (point 4)', () => {
  beforeAll(async () => {
    expect(
      (await postForm({ ...ids, name: 'Secret', email: 'secret@example.com', phone: '985-555-0199' })).status,
    ).toBe(200);
    expect(readFileSync(outbox, 'utf8')).toContain('secret@example.com');
  }, 30_000);
  const at = `/.e2e/standin-${process.pid}/.outbox/enquiries.jsonl`;
  it.each([
    at,
    `${at}?raw`,
    `${at}?import`,
    `${at}?url`,
    at.replace('/.outbox/', '/.OUTBOX/'),
    at.replace('/.outbox/', '/%2eoutbox/'),
    at.replace('/.outbox/', '/%252eoutbox/'),
    at.replace('/.outbox/', '/./.outbox/'),
    at.replace('/.outbox/', '/x/../.outbox/'),
    at.replace('/.outbox/', '/.outbox%2f'),
    `/@fs${outbox}`,
    `/@fs${outbox}?raw`,
  ])('GET %s answers 404 without the data', async (path) => {
    const r = await send(server.port, { method: 'GET', path });
    expect(r.status).toBe(404);
    expect(r.text).not.toContain('secret@example.com');
  });
});

describe('requests from other sites (point 9)', () => {
  it.each(['https://evil.example', 'null', 'http://127.0.0.1.evil.example', 'http://localhost:1'])(
    'refuses Origin: %s with 403 and writes nothing',
    async (origin) => {
      const before = lines().length;
      const r = await postForm({ ...ids, name: 'Evil' }, { Origin: origin });
      expect(r.status).toBe(403);
      expect(lines()).toHaveLength(before);
    },
  );

  it('takes a request from its own page, and one with no Origin (curl)', async () => {
    expect((await postForm({ ...ids, name: 'Page' }, { Origin: server.origin })).status).toBe(200);
    expect((await postForm({ ...ids, name: 'Curl' })).status).toBe(200);
    expect(
      enquiries()
        .slice(-2)
        .map((e) => e.params.name),
    ).toEqual(['Page', 'Curl']);
  });
});

describe('log injection (point 8)', () => {
  it('prints untrusted text escaped, one line per enquiry', async () => {
    const forged = 'Eve\r\n[email stand-in] enquiry from FORGED <forged@example.com>\u001b[31m\u2028x';
    const r = await postForm({ ...ids, name: forged, email: 'eve@example.com\nFAKE' });
    expect(r.status).toBe(200);
    await new Promise((done) => setTimeout(done, 300));
    const log = server.output();
    expect(log).not.toContain('\u001b[31m');
    expect(log.split('\n').filter((l) => l.includes('FORGED'))).toHaveLength(1);
    const line = log.split('\n').find((l) => l.includes('FORGED'))!;
    expect(line).toMatch(
      /\[email stand-in\] enquiry from Eve\\u000d\\u000a\[email stand-in\] enquiry from FORGED <forged@example\.com>\\u001b\[31m\\u2028x <eve@example\.com\\u000aFAKE>/,
    );
    expect(enquiries().at(-1)?.params.name).toBe(forged); // stored as sent
  });
});

describe('a field named __proto__ (point 10)', () => {
  it('is stored as data, not dropped', async () => {
    // Object.fromEntries makes __proto__ an own field (in an object literal it would set the prototype).
    const fields = Object.fromEntries([
      ...Object.entries(ids),
      ['name', 'Proto'],
      ['__proto__', 'kept'],
      ['constructor', 'also kept'],
    ]);
    expect(Object.keys(fields)).toContain('__proto__');
    const r = await postForm(fields);
    expect(r.status).toBe(200);
    const last = lines().at(-1)!;
    expect(last).toContain('"__proto__":"kept"');
    expect(Object.getOwnPropertyDescriptor(JSON.parse(last).params, '__proto__')?.value).toBe('kept');
    expect(JSON.parse(last).params.constructor).toBe('also kept');
  });

  it('in the JSON variant too', async () => {
    const r = await postJson(
      JSON.stringify({ ...ids, template_params: { name: 'ProtoJson' } }).replace(
        '"name"',
        '"__proto__":"json kept","name"',
      ),
    );
    expect(r.status).toBe(200);
    expect(lines().at(-1)).toContain('"__proto__":"json kept"');
  });
});
