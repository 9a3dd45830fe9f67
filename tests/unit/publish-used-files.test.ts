// Which files Publish commits beside site.yaml: those under public/ that the site names, in a
// field or inside Markdown, and never anything outside public/, however the path is written.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usedFiles } from '../../editor/server/used-files.ts';

let dir: string;
let pub: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'used-files-'));
  pub = join(dir, 'public');
  mkdirSync(join(pub, 'images'), { recursive: true });
  for (const name of ['images/team.jpg', 'images/a b.png', 'images/unused.png', 'brochure.pdf'])
    writeFileSync(join(pub, name), 'x');
  writeFileSync(join(dir, 'secret.txt'), 'not public');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('usedFiles', () => {
  it('finds the files named in fields and in Markdown, once each, and leaves the rest', () => {
    const data = {
      logo: { src: '/images/team.jpg' },
      blocks: [
        { text: 'Our crew ![The crew](/images/team.jpg) and [our brochure](/brochure.pdf).' },
        { image: { src: '/images/a%20b.png?v=2' } },
        { url: '/contact' },
      ],
    };
    expect(usedFiles(data, pub)).toEqual(
      [join(pub, 'brochure.pdf'), join(pub, 'images/a b.png'), join(pub, 'images/team.jpg')].sort(),
    );
  });

  it('never names a file outside public/, written plainly or %-encoded', () => {
    const data = [
      '/../secret.txt',
      '/images/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/images/%2E%2E/%2E%2E/secret.txt',
    ];
    expect(usedFiles(data, pub)).toEqual([]);
  });

  it('names nothing for a missing file or a folder', () => {
    mkdirSync(join(pub, 'images.d'));
    expect(usedFiles({ src: '/images/gone.png', dir: '/images.d' }, pub)).toEqual([]);
  });
});
