// A PNG reduced to what draws it, without decoding it: the critical chunks, those of an
// animated PNG, and the few others that change its colours or shape on screen (transparency,
// gamma, chromaticity, sRGB, the ICC profile, HDR colour, pixel size, significant bits,
// background). Everything else is dropped: text (tEXt, zTXt, iTXt), EXIF (eXIf), the time,
// private and unknown chunks (a `gpSm` chunk can carry a GPS position as well as any), and
// whatever follows IEND.

const CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);
const DRAWING = new Set([
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'cICP',
  'mDCV',
  'cLLI',
  'sBIT',
  'pHYs',
  'bKGD',
  'acTL',
  'fcTL',
  'fdAT',
]);

/** The PNG's chunks that draw it, up to IEND; throws when it is no PNG it can read to its end. */
export function pngDrawingParts(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  for (let at = 8; ;) {
    if (at + 12 > bytes.length) throw new Error('the PNG ends before its last part (IEND): cut short?');
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) throw new Error(`the PNG's ${type} part runs past the end of the file: cut short?`);
    // A critical chunk no browser knows (upper-case first letter) means no browser can draw the file.
    if (/^[A-Z]/.test(type) && !CRITICAL.has(type))
      throw new Error(`the PNG has a part no browser can draw (${JSON.stringify(type)})`);
    if (CRITICAL.has(type) || DRAWING.has(type)) kept.push(bytes.subarray(at, end));
    if (type === 'IEND') return Buffer.concat(kept);
    at = end;
  }
}
