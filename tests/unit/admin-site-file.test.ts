// The editor writes site.yaml through a temporary file and a rename, and knows its own writes
// from edits made by anything else.
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileChanged, SiteFile, versionOf } from '../../editor/server/site-file.ts';

describe('SiteFile', () => {
  it('writes the whole text in one rename, leaves no temporary file, and knows its own version', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-file-'));
    const path = join(dir, 'site.yaml');
    writeFileSync(path, 'business: {}\n');
    const file = new SiteFile(path);
    const before = file.read();
    const inode = statSync(path).ino;
    expect(before.version).toBe(versionOf('business: {}\n'));
    const version = file.write('business:\n  company: X\n');
    expect(readFileSync(path, 'utf8')).toBe('business:\n  company: X\n');
    expect(readdirSync(dir)).toEqual(['site.yaml']);
    // A new file took the old one's place (a rename), rather than the old one being rewritten.
    expect(statSync(path).ino).not.toBe(inode);
    expect(version).toBe(file.read().version);
    // Its own write is no news; an outside change is, once; a change back to its own write is too.
    expect(file.takeNews(version)).toBe(false);
    writeFileSync(path, 'business:\n  company: Y\n');
    const outside = file.read().version;
    expect(file.takeNews(outside)).toBe(true);
    expect(file.takeNews(outside)).toBe(false);
    writeFileSync(path, 'business:\n  company: X\n');
    expect(file.takeNews(file.read().version)).toBe(true);
  });

  it('tells an outside edit that puts back the version the editor was told of before its save', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-file-'));
    const path = join(dir, 'site.yaml');
    writeFileSync(path, 'a: 1\n');
    const file = new SiteFile(path);
    writeFileSync(path, 'a: 2\n'); // E, from outside: told
    expect(file.takeNews(file.read().version)).toBe(true);
    file.write('a: 3\n', versionOf('a: 2\n')); // S, the editor's save
    writeFileSync(path, 'a: 2\n'); // E again (an undo): the saved S is gone from the disk
    expect(file.takeNews(file.read().version)).toBe(true);
  });

  it('leaves the file as it was when the write fails', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-file-'));
    const file = new SiteFile(join(dir, 'missing-folder', 'site.yaml'));
    expect(() => file.write('x: 1\n')).toThrow();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses to replace a file that changed since the version the text was made from, and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-file-'));
    const path = join(dir, 'site.yaml');
    writeFileSync(path, 'a: 1\n');
    const file = new SiteFile(path);
    const base = file.read().version;
    writeFileSync(path, 'a: 2\n'); // another program, after the editor read the file
    let refusal: unknown;
    try {
      file.write('a: 3\n', base);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(FileChanged);
    expect((refusal as FileChanged).version).toBe(versionOf('a: 2\n'));
    expect(readFileSync(path, 'utf8')).toBe('a: 2\n');
    expect(readdirSync(dir)).toEqual(['site.yaml']);
    expect(file.write('a: 3\n', versionOf('a: 2\n'))).toBe(versionOf('a: 3\n'));
  });

  it('never loses an outside write landing between the last look and the rename: it is put back, and the write refused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-file-'));
    const path = join(dir, 'site.yaml');
    writeFileSync(path, 'a: 1\n');
    let landed = 0;
    // Another program writes the file in place (same file, not a new one) at the worst moment.
    const file = new SiteFile(path, () => {
      landed++;
      writeFileSync(path, 'a: outside\n');
    });
    let refusal: unknown;
    try {
      file.write('a: editor\n', versionOf('a: 1\n'));
    } catch (error) {
      refusal = error;
    }
    expect(landed).toBe(1);
    expect(refusal).toBeInstanceOf(FileChanged);
    expect((refusal as FileChanged).version).toBe(versionOf('a: outside\n'));
    expect(readFileSync(path, 'utf8')).toBe('a: outside\n');
    expect(readdirSync(dir)).toEqual(['site.yaml']);
    // The outside text is news to the editor (it was told nothing of it).
    expect(file.takeNews(file.read().version)).toBe(true);
  });

  it('with no outside write in the moment before the rename, writes and leaves nothing aside', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-file-'));
    const path = join(dir, 'site.yaml');
    writeFileSync(path, 'a: 1\n');
    const seen: string[] = [];
    const file = new SiteFile(path, () => seen.push(readFileSync(path, 'utf8')));
    expect(file.write('a: 2\n', versionOf('a: 1\n'))).toBe(versionOf('a: 2\n'));
    expect(seen).toEqual(['a: 1\n']);
    expect(readFileSync(path, 'utf8')).toBe('a: 2\n');
    expect(readdirSync(dir)).toEqual(['site.yaml']);
  });

  it('writes the target of a symlinked site.yaml (the link stays a link) and keeps the mode 600', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-file-'));
    mkdirSync(join(dir, 'real'));
    const target = join(dir, 'real', 'site.yaml');
    writeFileSync(target, 'a: 1\n', { mode: 0o600 });
    const link = join(dir, 'site.yaml');
    symlinkSync('real/site.yaml', link);
    const file = new SiteFile(link);
    file.write('a: 2\n', file.read().version);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe('real/site.yaml');
    expect(readFileSync(target, 'utf8')).toBe('a: 2\n');
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(dir, 'real'))).toEqual(['site.yaml']);
  });

  it('runs exclusive tasks one after the other, also after one fails', async () => {
    const file = new SiteFile('unused');
    const order: string[] = [];
    const slow = file.exclusive(async () => {
      await new Promise((r) => setTimeout(r, 30));
      order.push('first');
      throw new Error('failed');
    });
    const next = file.exclusive(() => order.push('second'));
    await expect(slow).rejects.toThrow('failed');
    await next;
    expect(order).toEqual(['first', 'second']);
  });
});
