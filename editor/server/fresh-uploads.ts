// The editor's uploads, served by the dev server from the moment they are written. Vite serves
// public/ from a list that its file watcher keeps, and learns of a new file only when the
// watcher fires (a second or more on a busy machine): until then the new picture's address
// answered 404, and the chooser's thumbnail and the preview showed it broken.
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { UPLOADS_DIR } from '../../vite/pictures/upload-picture.ts';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};
/** The names saveUpload gives: the name's words, its hash, the format's extension. */
const UPLOAD_NAME = /^[a-z0-9-]+-[0-9a-f]{12}\.(png|jpg|webp|avif)$/;

/** Answers a GET or HEAD of an upload (/images/uploads/NAME) that is on disk; false for any other address. */
export function serveUpload(publicDir: string, path: string, method: string | undefined, res: ServerResponse): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || !path.startsWith(`/${UPLOADS_DIR}/`)) return false;
  const name = path.slice(UPLOADS_DIR.length + 2);
  const kind = UPLOAD_NAME.exec(name)?.[1];
  const file = join(publicDir, UPLOADS_DIR, name);
  if (!kind || !existsSync(file)) return false;
  res.statusCode = 200;
  res.setHeader('Content-Type', TYPES[kind]);
  res.setHeader('Cache-Control', 'no-cache');
  res.end(method === 'HEAD' ? undefined : readFileSync(file));
  return true;
}
