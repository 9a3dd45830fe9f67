// The office pages' script and stylesheet: the script bundled once, from start, with esbuild
// (with @simplewebauthn/browser), both kept in memory, gzipped, and served with an ETag.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Office } from '../office.ts';
import { ASSETS } from './html.ts';

interface Asset {
  type: string;
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

function asset(type: string, text: string): Asset {
  const body = Buffer.from(text);
  return {
    type,
    body,
    gzip: gzipSync(body, { level: 9 }),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`,
  };
}

let built: Promise<{ js: Asset; css: Asset }> | undefined;

async function build(): Promise<{ js: Asset; css: Asset }> {
  const { build: esbuild, stop } = await import('esbuild');
  const result = await esbuild({
    entryPoints: [join(import.meta.dirname, 'client.ts')],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2020',
    write: false,
    legalComments: 'none',
  });
  // esbuild's helper process is needed no more: its memory goes back (about 20 MB at rest).
  await stop();
  const css = readFileSync(join(import.meta.dirname, 'office.css'), 'utf8');
  return {
    js: asset('text/javascript; charset=utf-8', result.outputFiles[0].text),
    css: asset('text/css; charset=utf-8', css),
  };
}

/** The assets, built once per process. */
export function officeAssets(): Promise<{ js: Asset; css: Asset }> {
  built ??= build();
  return built;
}

/**
 * Serves the assets. Their build begins here and the office does not wait for it to be ready
 * (esbuild runs in a process of its own meanwhile); a request that comes first waits for it.
 */
export function installAssets(office: Office): void {
  officeAssets().catch((error: unknown) =>
    office.log(`Sign-in page: its script could not be built: ${(error as Error).message}`),
  );
  for (const [path, which] of [
    [ASSETS.js, 'js'],
    [ASSETS.css, 'css'],
  ] as const) {
    office.router.add('GET', path, 'public', async ({ req, res }) => {
      const asset = (await officeAssets())[which];
      res.setHeader('Content-Type', asset.type);
      res.setHeader('ETag', asset.etag);
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
      if (req.headers['if-none-match'] === asset.etag) {
        res.statusCode = 304;
        return void res.end();
      }
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (gzip) res.setHeader('Content-Encoding', 'gzip');
      res.end(gzip ? asset.gzip : asset.body);
    });
  }
}
