// The stand-in's outbox file: one JSON line per enquiry. JSON.stringify leaves U+2028 and
// U+2029 (line and paragraph separators) as they are, and readers that split lines on them
// (JavaScript's own line terminators) would cut one enquiry in two, so they are escaped.
// An enquiry with an id (enquiry_id, which the site's form always sends) is written once per
// template: a second request with the same id (a retry after a lost answer, two tabs) is
// recognised, so the outbox never holds the same enquiry twice. What the file holds is read
// once and then only what was added since (by this server or another), so a large outbox
// costs nothing per request and never has to fit in one string.
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

interface Line {
  template_id?: unknown;
  params?: { enquiry_id?: unknown };
}

/** One outbox line, ending in a newline, with no raw line or paragraph separators. */
export function outboxLine(record: object): string {
  return `${JSON.stringify(record)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}\n`;
}

const keyOf = (id: unknown, templateId: unknown) => JSON.stringify([id, templateId]);

/** What this process has read of each outbox file: how far, its first bytes, and the enquiries in it. */
const read = new Map<string, { size: number; head: Buffer; keys: Set<string> }>();
const CHUNK = 8 * 1024 * 1024;
/** The first bytes of a file tell whether it is still the one read: appends never change them. */
const HEAD = 512;

function bytesAt(fd: number, at: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  return buffer.subarray(0, readSync(fd, buffer, 0, length, at));
}

/** The enquiries (id and template) the outbox holds, reading only what was added since last time. */
function enquiriesIn(outbox: string): Set<string> {
  if (!existsSync(outbox)) {
    read.delete(outbox);
    return new Set();
  }
  const { size } = statSync(outbox);
  const fd = openSync(outbox, 'r');
  try {
    let known = read.get(outbox);
    // Another file in its place, or one emptied and written again (an inode number can be
    // reused at once, so it tells nothing): read it from the start.
    if (!known || size < known.size || !bytesAt(fd, 0, known.head.length).equals(known.head))
      known = { size: 0, head: Buffer.alloc(0), keys: new Set() };
    read.set(outbox, known);
    let carry = Buffer.alloc(0);
    for (let at = known.size; at < size;) {
      const chunk = bytesAt(fd, at, Math.min(CHUNK, size - at));
      if (!chunk.length) break;
      at += chunk.length;
      let text = Buffer.concat([carry, chunk]);
      const end = text.lastIndexOf(0x0a);
      carry = end < 0 ? text : text.subarray(end + 1);
      text = end < 0 ? Buffer.alloc(0) : text.subarray(0, end);
      // Whole lines only, split on the newline byte, so no character is ever cut in two.
      for (const raw of text.toString('utf8').split('\n')) {
        try {
          const line = JSON.parse(raw) as Line;
          if (line.params?.enquiry_id !== undefined) known.keys.add(keyOf(line.params.enquiry_id, line.template_id));
        } catch {
          /* a damaged line holds no enquiry */
        }
      }
      // A line still being written is read again next time, whole.
      known.size = at - carry.length;
    }
    if (known.head.length < HEAD) known.head = bytesAt(fd, 0, Math.min(HEAD, known.size));
    return known.keys;
  } finally {
    closeSync(fd);
  }
}

/** Whether the outbox already holds the enquiry `id` for `templateId`. */
export function hasEnquiry(outbox: string, id: string, templateId: string): boolean {
  return enquiriesIn(outbox).has(keyOf(id, templateId));
}

/**
 * Appends the enquiry unless the outbox has it already; false for a repeat. Synchronous from
 * the check to the write, so two requests of one server cannot both pass the check.
 */
export function appendOnce(outbox: string, record: object, id: string | undefined, templateId: string): boolean {
  if (id && hasEnquiry(outbox, id, templateId)) return false;
  mkdirSync(dirname(outbox), { recursive: true });
  appendFileSync(outbox, outboxLine(record));
  return true;
}
