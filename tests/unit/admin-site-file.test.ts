// The editor writes site.yaml through a temporary file and a rename, and knows its own writes
// from edits made by anything else.
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteFile, versionOf } from '../../vite/admin/site-file.ts';

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
    expect(file.isOwn(version)).toBe(true);
    writeFileSync(path, 'business:\n  company: Y\n');
    expect(file.isOwn(file.read().version)).toBe(false);
    expect(file.isOwn(before.version)).toBe(false);
  });

  it('leaves the file as it was when the write fails', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-file-'));
    const file = new SiteFile(join(dir, 'missing-folder', 'site.yaml'));
    expect(() => file.write('x: 1\n')).toThrow();
    expect(readdirSync(dir)).toEqual([]);
  });
});
