// The dev server answers an upload's address from the moment the file is written, without
// waiting for Vite's file watcher (which left a new picture 404 for a second or more).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveUpload } from '../../editor/server/fresh-uploads.ts';

const publicDir = mkdtempSync(join(tmpdir(), 'fresh-uploads-'));
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));
mkdirSync(join(publicDir, 'images/uploads'), { recursive: true });
writeFileSync(join(publicDir, 'images/uploads/porch-3f2a9c01d4e5.jpg'), 'jpeg bytes');
writeFileSync(join(publicDir, 'images/uploads/.porch-3f2a9c01d4e5.jpg.1.2.part'), 'half');

function answer(path: string, method = 'GET') {
  const res = { statusCode: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const fake = {
    set statusCode(code: number) {
      res.statusCode = code;
    },
    setHeader: (name: string, value: string) => void (res.headers[name.toLowerCase()] = value),
    end: (body?: unknown) => void (res.body = body),
  } as unknown as ServerResponse;
  return { served: serveUpload(publicDir, path, method, fake), ...res };
}

describe('serveUpload', () => {
  it('answers an upload on disk at once, with its type', () => {
    const got = answer('/images/uploads/porch-3f2a9c01d4e5.jpg');
    expect(got).toMatchObject({ served: true, statusCode: 200, headers: { 'content-type': 'image/jpeg' } });
    expect(String(got.body)).toBe('jpeg bytes');
    expect(answer('/images/uploads/porch-3f2a9c01d4e5.jpg', 'HEAD')).toMatchObject({ served: true, body: undefined });
  });

  it('leaves every other address to the dev server: other files, unfinished or missing uploads, other methods', () => {
    for (const path of [
      '/images/uploads/.porch-3f2a9c01d4e5.jpg.1.2.part',
      '/images/uploads/other-000000000000.png',
      '/images/uploads/../../site.yaml',
      '/images/truck.svg',
      '/',
    ])
      expect(answer(path).served, path).toBe(false);
    expect(answer('/images/uploads/porch-3f2a9c01d4e5.jpg', 'POST').served).toBe(false);
  });
});
