// Preview middleware that answers like a static host (Netlify, S3, nginx try_files):
// /path and /path/ -> /path/index.html, an unknown address -> 404.html with status 404.
// Vite's preview server compresses the responses and serves the files after it.
// Every answer carries the headers of the build's own _headers file (the security headers
// and the cache rule of hashed files, as the deployed site sends them); the host files
// (_headers, nginx.conf) and hidden files answer 404, as under nginx.
// A path that could leave the build folder (a .. segment, sent as-is or encoded, a
// backslash or a NUL byte) answers 400 here, before Vite's fallback would answer it
// with the home page; and a file counts as inside only below outDir plus a separator,
// so a sibling such as dist-secret/ never passes for dist/.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect } from 'vite';
import { headersFile, headersFor, HOST_FILES, parseHeadersFile, type HeaderRule } from '../src/host/host-headers.ts';

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function badRequest(res: ServerResponse): void {
  res.statusCode = 400;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Bad Request');
}

/** A decoded path that names only places inside the folder it is read from. */
export function isSafePath(pathname: string): boolean {
  return pathname.startsWith('/') && !/[\\\u0000]/.test(pathname) && !pathname.split('/').includes('..');
}

/** A file of the host's, or a hidden file (but .well-known/): not part of the site. */
export function isHiddenFromVisitors(pathname: string): boolean {
  const segments = pathname.split('/');
  return (
    (HOST_FILES as readonly string[]).includes(segments[1] ?? '') ||
    segments.some((s, i) => s.startsWith('.') && !(i === 1 && s === '.well-known'))
  );
}

/** The rules of the build's _headers; a build without one gets the default policy's. */
function headerRules(root: string): HeaderRule[] {
  const file = join(root, '_headers');
  return parseHeadersFile(existsSync(file) ? readFileSync(file, 'utf8') : headersFile());
}

export function staticHostMiddleware(outDir: string): Connect.NextHandleFunction {
  const root = resolve(outDir);
  const rules = headerRules(root);
  const notFound = (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
    if (!existsSync(join(root, '404.html'))) {
      res.statusCode = 404;
      return res.end('Not Found');
    }
    req.url = '/404.html';
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
    res.statusCode = 404;
    res.writeHead = (_status: number, ...rest: unknown[]) => writeHead(404, ...rest);
    next();
  };
  return (req, res, next) => {
    if (!req.url) return next();
    const [rawPath, query = ''] = req.url.split('?', 2) as [string, string?];
    for (const [name, value] of headersFor(rules, rawPath)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return badRequest(res);
    }
    if (!isSafePath(pathname)) return badRequest(res);
    const file = normalize(join(root, pathname));
    if (file !== root && !file.startsWith(root + sep)) return badRequest(res);
    if (isHiddenFromVisitors(pathname)) return notFound(req, res, next);
    if (isFile(file)) return next();
    const index = join(file, 'index.html');
    if (isFile(index)) {
      req.url = `${rawPath.replace(/\/?$/, '/')}index.html${query ? `?${query}` : ''}`;
      return next();
    }
    notFound(req, res, next);
  };
}
