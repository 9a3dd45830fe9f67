// Preview middleware that answers like a static host (Netlify, S3, nginx try_files):
// /path and /path/ -> /path/index.html, an unknown address -> 404.html with status 404.
// Vite's preview server compresses the responses and serves the files after it.
// A path that could leave the build folder (a .. segment, sent as-is or encoded, a
// backslash or a NUL byte) answers 400 here, before Vite's fallback would answer it
// with the home page; and a file counts as inside only below outDir plus a separator,
// so a sibling such as dist-secret/ never passes for dist/.
import { existsSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Connect } from 'vite';

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

export function staticHostMiddleware(outDir: string): Connect.NextHandleFunction {
  const root = resolve(outDir);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
    const [rawPath, query = ''] = req.url.split('?', 2) as [string, string?];
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return badRequest(res);
    }
    if (!isSafePath(pathname)) return badRequest(res);
    const file = normalize(join(root, pathname));
    if (file !== root && !file.startsWith(root + sep)) return badRequest(res);
    if (isFile(file)) return next();
    const index = join(file, 'index.html');
    if (isFile(index)) {
      req.url = `${rawPath.replace(/\/?$/, '/')}index.html${query ? `?${query}` : ''}`;
      return next();
    }
    if (!existsSync(join(root, '404.html'))) return next();
    req.url = '/404.html';
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
    res.statusCode = 404;
    res.writeHead = (_status: number, ...rest: unknown[]) => writeHead(404, ...rest);
    next();
  };
}
