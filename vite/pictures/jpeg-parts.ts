// A JPEG reduced to what draws it, without decoding it: the segments a decoder needs (JFIF,
// the ICC colour profile, Adobe's colour transform of CMYK files, the tables, frames and
// scans) are kept byte for byte; every other segment (EXIF with its GPS position, XMP, IPTC,
// comments `COM`, a maker's private APPn) and whatever follows the end of the picture are
// dropped. A file cut short keeps what it has: the parts it lost carried nothing to drop.

/** APPn segments that change how the picture is drawn, by the words they start with. */
const DRAWING_APPS: ReadonlyArray<readonly [number, string]> = [
  [0xe0, 'JFIF\0'],
  [0xe2, 'ICC_PROFILE\0'],
  [0xee, 'Adobe'],
];

function drawsPicture(marker: number, body: Buffer): boolean {
  if (marker >= 0xe0 && marker <= 0xef)
    return DRAWING_APPS.some(([m, start]) => m === marker && body.toString('latin1', 0, start.length) === start);
  return marker !== 0xfe; // COM
}

/** Where the entropy-coded data that starts at `at` ends: the next marker that is no restart or stuffing. */
function scanEnd(b: Buffer, at: number): number {
  for (;;) {
    at = b.indexOf(0xff, at);
    if (at < 0 || at + 1 >= b.length) return b.length;
    const next = b[at + 1];
    if (next === 0 || (next >= 0xd0 && next <= 0xd7)) at += 2;
    else if (next === 0xff) at += 1;
    else return at;
  }
}

/** The JPEG's parts that draw it, or throws when the bytes are no JPEG it can follow. */
export function jpegDrawingParts(b: Buffer): Buffer {
  if (b[0] !== 0xff || b[1] !== 0xd8) throw new Error('it does not start as a JPEG does');
  const kept: Buffer[] = [b.subarray(0, 2)];
  let at = 2;
  while (at < b.length) {
    if (b[at] !== 0xff) throw new Error('its parts are out of order, so its hidden data cannot be found');
    let start = at;
    while (b[at] === 0xff) start = at++;
    if (at >= b.length) break;
    const marker = b[at++];
    if (marker === 0xd9) {
      kept.push(Buffer.from([0xff, 0xd9]));
      break; // what follows the picture is dropped
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(b.subarray(start, at));
      continue;
    }
    if (at + 2 > b.length) break;
    const length = b.readUInt16BE(at);
    if (length < 2) throw new Error('a part has an impossible length');
    const end = at + length;
    if (end > b.length) break; // cut short inside a segment: nothing of it is kept
    if (drawsPicture(marker, b.subarray(at + 2, end))) kept.push(b.subarray(start, end));
    at = end;
    if (marker === 0xda) {
      const scan = scanEnd(b, at);
      kept.push(b.subarray(at, scan));
      at = scan;
    }
  }
  return Buffer.concat(kept);
}
