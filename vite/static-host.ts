// Preview middleware that answers like a static host (Netlify, S3, nginx try_files):
// /path and /path/ -> /path/index.html, an unknown address -> 404.html with status 404.
// Vite's preview server compresses the responses and serves the files after it.
import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Connect } from 'vite';

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export function staticHostMiddleware(outDir: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
    const [rawPath, query = ''] = req.url.split('?', 2) as [string, string?];
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return next();
    }
    const file = normalize(join(outDir, pathname));
    if (!file.startsWith(outDir)) return next();
    if (isFile(file)) return next();
    const index = join(file, 'index.html');
    if (isFile(index)) {
      req.url = `${rawPath.replace(/\/?$/, '/')}index.html${query ? `?${query}` : ''}`;
      return next();
    }
    if (!existsSync(join(outDir, '404.html'))) return next();
    req.url = '/404.html';
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
    res.statusCode = 404;
    res.writeHead = ((_status: number, ...rest: unknown[]) => writeHead(404, ...rest)) as typeof res.writeHead;
    next();
  };
}
