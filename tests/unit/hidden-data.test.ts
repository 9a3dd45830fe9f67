// What a picture published as it is keeps: the parts that draw it, and nothing a person could
// read a place or a camera from. Made-up files with the hidden data the red teams slipped
// through (issue 44): bytes after a PNG's end, a private PNG chunk, a JPEG comment, a JPEG cut
// short, a TIFF; each must come out without it, or be refused.
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { pictureKindOf, withoutHiddenData } from '../../vite/pictures/hidden-data.ts';
import { CAMERA, phonePhoto } from '../support/test-photos.ts';

const SECRET = 'GPS 30.475 N 90.100 W';

function pngChunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** The chunk types of a PNG, in order. */
function chunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at + 8 <= png.length; at += 12 + png.readUInt32BE(at))
    types.push(png.toString('latin1', at + 4, at + 8));
  return types;
}

const plainPng = () =>
  sharp({ create: { width: 20, height: 20, channels: 4, background: '#33669980' } })
    .png()
    .toBuffer();

/** `png` with chunks put just before its IEND, and `after` after it. */
const withChunks = (png: Buffer, chunks: Buffer[], after = Buffer.alloc(0)) =>
  Buffer.concat([png.subarray(0, png.length - 12), ...chunks, png.subarray(png.length - 12), after]);

describe('withoutHiddenData, PNG', () => {
  it('cuts what follows IEND even when the PNG has no text or EXIF chunk of its own', async () => {
    const png = await plainPng();
    const clean = await withoutHiddenData(Buffer.concat([png, Buffer.from(SECRET)]));
    expect(clean?.equals(png)).toBe(true);
  });

  it('drops private, unknown, text and time chunks, and keeps those that set transparency and colour', async () => {
    const png = await plainPng();
    const kept = [pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])), pngChunk('sRGB', Buffer.from([0]))];
    const dropped = [
      pngChunk('gpSm', Buffer.from(SECRET)),
      pngChunk('tIME', Buffer.from([7, 234, 11, 29, 12, 0, 0])),
      pngChunk('tEXt', Buffer.from(`Comment\0${SECRET}`)),
      pngChunk('eXIf', Buffer.from(`MM\0*${SECRET}`)),
    ];
    const clean = await withoutHiddenData(withChunks(png, [...kept, ...dropped]));
    expect(clean?.includes(SECRET)).toBe(false);
    expect(chunkTypes(clean!)).toEqual(expect.arrayContaining(['IHDR', 'IDAT', 'gAMA', 'sRGB', 'IEND']));
    expect(chunkTypes(clean!)).not.toEqual(expect.arrayContaining(['gpSm']));
    expect((await sharp(clean!).metadata()).width).toBe(20);
  });

  it('leaves a clean PNG byte for byte, and refuses one with a part no browser can draw', async () => {
    const png = await plainPng();
    expect(await withoutHiddenData(png)).toBeUndefined();
    await expect(withoutHiddenData(withChunks(png, [pngChunk('GPSm', Buffer.from(SECRET))]))).rejects.toThrow(
      /a part no browser can draw \("GPSm"\)/,
    );
  });
});

describe('withoutHiddenData, JPEG', () => {
  it('drops EXIF, XMP and comments (COM) without encoding the picture again', async () => {
    const photo = await phonePhoto({ width: 64, height: 48, seed: 3 });
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, SECRET.length + 2]), Buffer.from(SECRET)]);
    const withComment = Buffer.concat([photo.subarray(0, 2), comment, photo.subarray(2)]);
    const clean = (await withoutHiddenData(withComment))!;
    expect(clean.includes(SECRET)).toBe(false);
    expect(clean.includes(CAMERA)).toBe(false);
    const meta = await sharp(clean).metadata();
    expect([meta.exif, meta.xmp, meta.width]).toEqual([undefined, undefined, 64]);
    // The picture's own bytes are the same: its last 1000 (the scan) are kept as they were.
    expect(clean.subarray(-1000).equals(photo.subarray(-1000))).toBe(true);
  });

  it('cleans a photo cut short, which sharp cannot read', async () => {
    const photo = await phonePhoto({ width: 640, height: 480, seed: 4 });
    const cut = photo.subarray(0, photo.length - 2000);
    await expect(sharp(cut, { failOn: 'error' }).toBuffer()).rejects.toThrow();
    const clean = (await withoutHiddenData(cut))!;
    expect(clean.includes(CAMERA)).toBe(false);
    expect(clean.length).toBeGreaterThan(cut.length - 2000);
  });

  it('drops a comment from a JPEG that has nothing else to hide', async () => {
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    expect(await withoutHiddenData(plain)).toBeUndefined();
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, SECRET.length + 2]), Buffer.from(SECRET)]);
    const clean = await withoutHiddenData(Buffer.concat([plain.subarray(0, 2), comment, plain.subarray(2)]));
    expect(clean?.equals(plain)).toBe(true);
  });
});

describe('withoutHiddenData, what a file is', () => {
  it('tells a picture by its bytes, and refuses a TIFF and a HEIC it cannot clean', async () => {
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .tiff()
      .toBuffer();
    expect(pictureKindOf(tiff)).toBe('tiff');
    await expect(withoutHiddenData(tiff)).rejects.toThrow(/TIFF picture.*export it as JPEG/);
    expect(pictureKindOf(Buffer.from('version https://git-lfs.github.com/spec/v1\n'))).toBeUndefined();
    expect(await withoutHiddenData(Buffer.from('plain text'))).toBeUndefined();
  });
});
