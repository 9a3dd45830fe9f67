// The build's file cache (vite/file-cache.ts): a file is made once and read back after, two
// writers of one name at once leave one whole file, and a write or a make that fails leaves
// nothing behind (no half file, no temporary file), so the next build makes it again.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { FileCache, writeAtomically } from '../../vite/file-cache.ts';

const dir = mkdtempSync(join(tmpdir(), 'file-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the file cache', () => {
  it('makes a file once, then reads it back, and counts both', async () => {
    const cache = new FileCache(join(dir, 'once'), { extension: '.bin' });
    let makes = 0;
    const make = () => (makes++, Buffer.from('made'));
    expect((await cache.get('a', make)).toString()).toBe('made');
    expect((await new FileCache(join(dir, 'once'), { extension: '.bin' }).get('a', make)).toString()).toBe('made');
    expect(makes).toBe(1);
    expect(cache).toMatchObject({ made: 1, reused: 0 });
    expect(readdirSync(join(dir, 'once'))).toEqual(['a.bin']);
  });

  it('leaves one whole file when two builds write the same name at once', async () => {
    const folder = join(dir, 'race');
    mkdirSync(folder);
    // Two processes, each writing 4 MiB of its own byte under one name 60 times, at once.
    const writer = (fill: number) =>
      new Promise<number | null>((done) =>
        spawn(
          process.execPath,
          [
            resolve('node_modules/tsx/dist/cli.mjs'),
            '-e',
            `import { writeAtomically } from ${JSON.stringify(resolve('vite/file-cache.ts'))};
             for (let i = 0; i < 60; i++) writeAtomically(${JSON.stringify(join(folder, 'same'))}, Buffer.alloc(4 << 20, ${fill}));`,
          ],
          { stdio: 'inherit' },
        ).on('close', done),
      );
    const writers = Promise.all([writer(1), writer(2)]);
    // Meanwhile a reader (a third build, the preview) finds no file or a whole one, never a part.
    let finished = false;
    void writers.then(() => (finished = true));
    const seen = new Set<string>();
    while (!finished) {
      try {
        const bytes = readFileSync(join(folder, 'same'));
        seen.add(bytes.length === 4 << 20 && bytes.every((b) => b === bytes[0]) ? 'whole' : `part of ${bytes.length}`);
      } catch {
        seen.add('none yet');
      }
      await new Promise((r) => setTimeout(r, 2));
    }
    expect(await writers).toEqual([0, 0]);
    expect([...seen].filter((s) => s.startsWith('part'))).toEqual([]);
    expect(seen).toContain('whole');
    const kept = readFileSync(join(folder, 'same'));
    expect(kept.length).toBe(4 << 20);
    expect([1, 2]).toContain(kept[0]);
    expect(kept.every((b) => b === kept[0])).toBe(true); // one writer's bytes, not a mix
    expect(readdirSync(folder)).toEqual(['same']); // and no temporary file left
  });

  it('writes nothing when making the file fails, and makes it on the next try', async () => {
    const cache = new FileCache(join(dir, 'fails'));
    await expect(
      cache.get('x', () => {
        throw new Error('the encoder stopped');
      }),
    ).rejects.toThrow('the encoder stopped');
    expect(readdirSync(join(dir, 'fails'))).toEqual([]);
    expect((await cache.get('x', () => Buffer.from('ok'))).toString()).toBe('ok');
    expect(cache).toMatchObject({ made: 1, reused: 0 });
  });

  it('leaves no temporary file when the write cannot land, and says why', () => {
    const folder = join(dir, 'blocked');
    // A folder with a file in it stands where the file should go: the rename cannot replace it.
    mkdirSync(join(folder, 'taken'), { recursive: true });
    writeFileSync(join(folder, 'taken', 'inside'), 'x');
    expect(() => writeAtomically(join(folder, 'taken'), Buffer.from('new'))).toThrow();
    expect(readdirSync(folder)).toEqual(['taken']);
    expect(readdirSync(join(folder, 'taken'))).toEqual(['inside']);
  });
});
