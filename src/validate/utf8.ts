// Reads a file's bytes as UTF-8 and refuses anything else, instead of silently turning
// each broken byte into U+FFFD (which then shows on the site as a "?" in a box).
import { isUtf8 } from 'node:buffer';

export type Utf8Result =
  | { ok: true; text: string }
  | { ok: false; line: number; column: number; /** the first broken byte, in hex */ byte: string };

/** The text of UTF-8 bytes, or where (1-based line and column) the first broken byte sits. */
export function decodeUtf8(bytes: Uint8Array): Utf8Result {
  if (isUtf8(bytes)) return { ok: true, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  // A line break (0x0A) is never part of a longer character, so lines can be checked alone.
  let start = 0;
  let line = 1;
  for (;;) {
    const nl = bytes.indexOf(0x0a, start);
    const end = nl < 0 ? bytes.length : nl;
    const row = bytes.subarray(start, end);
    if (!isUtf8(row)) {
      const at = firstBadByte(row);
      const column = new TextDecoder('utf-8', { ignoreBOM: true }).decode(row.subarray(0, at)).length + 1;
      return { ok: false, line, column, byte: row[at].toString(16).toUpperCase().padStart(2, '0') };
    }
    if (nl < 0) return { ok: false, line, column: 1, byte: '' }; // not reached: some line is broken
    start = nl + 1;
    line++;
  }
}

/** The offset of the first byte that does not start a complete UTF-8 character. */
function firstBadByte(row: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let charStart = 0;
  let pending = false;
  for (let i = 0; i < row.length; i++) {
    if (!pending) charStart = i;
    try {
      // Empty output: the byte began or continued a character that is not complete yet.
      pending = decoder.decode(row.subarray(i, i + 1), { stream: true }) === '';
    } catch {
      return charStart;
    }
  }
  return charStart; // the row ends inside a character
}
