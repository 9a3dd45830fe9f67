// The stand-in's outbox file: one JSON line per enquiry. JSON.stringify leaves U+2028 and
// U+2029 (line and paragraph separators) as they are, and readers that split lines on them
// (JavaScript's own line terminators) would cut one enquiry in two, so they are escaped.
// An enquiry with an id (enquiry_id, which the site's form always sends) is written once per
// template: a second request with the same id (a retry after a lost answer, two tabs) is
// recognised, so the outbox never holds the same enquiry twice.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
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

/** Whether the outbox already holds the enquiry `id` for `templateId`. */
export function hasEnquiry(outbox: string, id: string, templateId: string): boolean {
  if (!existsSync(outbox)) return false;
  const needle = JSON.stringify(id).slice(1, -1);
  for (const text of readFileSync(outbox, 'utf8').split('\n')) {
    if (!text.includes(needle)) continue;
    try {
      const line = JSON.parse(text) as Line;
      if (line.params?.enquiry_id === id && line.template_id === templateId) return true;
    } catch {
      /* a damaged line holds no enquiry */
    }
  }
  return false;
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
