// SITE_DIR picks the site folder (site.yaml and public/) for every command; without it the
// engine's first business, sites/pelican/. The command line check reads the chosen folder's file and its pictures.
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayPath, emptiesOutDir, repoRoot, siteLocation } from '../../src/validate/site-location.ts';
import { runValidate } from '../support/run-validate.ts';

// The command of `npm run validate` in this process, with the environment it is given.
const validate = (env: Record<string, string>) => runValidate([], { SITE_FILE: '', SITE_PUBLIC_DIR: '', ...env });

describe('the site folder', () => {
  it("is the first business's folder without SITE_DIR, and SITE_DIR otherwise", () => {
    const first = join(repoRoot, 'sites/pelican');
    expect(siteLocation({})).toEqual({
      dir: first,
      file: join(first, 'site.yaml'),
      publicDir: join(first, 'public'),
      outDir: join(first, 'dist'),
    });
    const example = resolve('examples/landscaping');
    expect(siteLocation({ SITE_DIR: 'examples/landscaping' })).toEqual({
      dir: example,
      file: join(example, 'site.yaml'),
      publicDir: join(example, 'public'),
      outDir: join(example, 'dist'),
    });
  });

  it('SITE_FILE, SITE_PUBLIC_DIR and SITE_OUT_DIR move one part each', () => {
    const moved = siteLocation({ SITE_DIR: 'examples/landscaping', SITE_FILE: '/tmp/copy.yaml', SITE_OUT_DIR: 'out' });
    expect(moved.file).toBe('/tmp/copy.yaml');
    expect(moved.publicDir).toBe(resolve('examples/landscaping/public'));
    expect(moved.outDir).toBe(resolve('out'));
  });

  it('npm run validate checks the site of SITE_DIR, with its own pictures', () => {
    const ok = validate({ SITE_DIR: 'examples/landscaping' });
    expect(ok.stdout.trim()).toBe('examples/landscaping/site.yaml is valid.');
    expect(ok.status).toBe(0);
    // The same file checked against the root site's public/ misses the example's pictures.
    const wrong = validate({ SITE_DIR: 'examples/landscaping', SITE_PUBLIC_DIR: 'public' });
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(
      /examples\/landscaping\/site\.yaml:\d+:\d+ error: The file "\/images\/scenes\/hero\.svg" does not exist/,
    );
  });

  it("a build empties the site's own dist/ first, also for a site outside the repository, and no other folder", () => {
    expect(emptiesOutDir(siteLocation({}))).toBe(true);
    expect(emptiesOutDir(siteLocation({ SITE_DIR: '/tmp/grooming' }))).toBe(true); // Vite alone would keep old pages
    expect(emptiesOutDir(siteLocation({ SITE_DIR: '/tmp/grooming', SITE_OUT_DIR: '/tmp' }))).toBe(false);
    expect(emptiesOutDir(siteLocation({ SITE_OUT_DIR: '/home/me' }))).toBe(false);
  });

  it('names a site file from the working folder when it is inside it, else by its whole path', () => {
    expect(displayPath(resolve('examples/landscaping/site.yaml'))).toBe('examples/landscaping/site.yaml');
    expect(displayPath('/tmp/grooming/site.yaml', repoRoot)).toBe('/tmp/grooming/site.yaml');
    expect(displayPath(join(repoRoot, '..', 'other', 'site.yaml'), repoRoot)).toBe(
      resolve(repoRoot, '../other/site.yaml'),
    );
  });
});
