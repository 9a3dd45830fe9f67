// Reads a request body up to a size limit, counting the bytes as they stream in: a
// Content-Length over the limit is refused before anything is read, and a chunked body
// (which has no Content-Length) is refused as soon as it passes the limit. Nothing over
// the limit is ever held in memory.
import type { IncomingMessage, ServerResponse } from 'node:http';

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes`);
  }
}

export function readLimitedBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        chunks.length = 0;
        reject(new BodyTooLarge(limit));
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    // A client that hangs up half-way: let go of what arrived.
    const onClose = () => onError(new Error('The client closed the connection before the body ended'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * After answering before the whole body arrived: the rest of the body is read and dropped
 * (never kept) for at most `ms`, then the connection is closed. Closing at once would make
 * the client's system discard the answer it has not read yet (a TCP reset), so a client
 * still sending would see "connection reset" instead of the 413.
 */
export function closeAfterAnswer(req: IncomingMessage, res: ServerResponse, ms = 1000): void {
  if (req.complete) return;
  res.on('finish', () => {
    req.resume();
    const timer = setTimeout(() => req.destroy(), ms);
    timer.unref();
    req.once('end', () => clearTimeout(timer));
    req.once('close', () => clearTimeout(timer));
  });
}
