// Every relative link and #anchor in README.md and docs/**/*.md leads somewhere: a file or folder
// of this repository and, for an anchor, a heading of the Markdown file it names
// (tests/support/markdown-links.ts). README.md stays a front page.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks, headingIds, markdownFiles, root } from '../support/markdown-links.ts';

describe('links between the docs', () => {
  const files = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

  it.each(files.map((f) => [relative(root, f), f]))('%s: every relative link and #anchor resolves', (_, file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it('README.md is a front page of at most 200 lines', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });
});

describe('the link check itself', () => {
  it('makes the ids GitHub makes', () => {
    expect([
      ...headingIds('# Static build, SEO and performance\n## What the validator refuses in `site.yaml`, and why'),
    ]).toEqual(['static-build-seo-and-performance', 'what-the-validator-refuses-in-siteyaml-and-why']);
    expect([...headingIds('## Figures\n## Figures\n## A **bold** [link](x.md) — here')]).toEqual([
      'figures',
      'figures-1',
      'a-bold-link--here',
    ]);
  });

  it('finds a missing file and a missing heading, and ignores code, pages of the site and other websites', () => {
    const file = join(root, 'docs/example.md');
    expect(
      brokenLinks(
        file,
        [
          '# Here',
          '[a](#here) [b](#nowhere) [c](office.md#the-office) [d](office.md#no-such)',
          '[e](missing.md) [f](../src/) [g](/contact) [h](https://example.com/x.md) `[i](nothing.md)`',
          '```',
          '[j](nothing.md)',
          '```',
        ].join('\n'),
      ),
    ).toEqual([
      '#nowhere: no heading #nowhere in docs/example.md',
      'office.md#no-such: no heading #no-such in docs/office.md',
      'missing.md: no file docs/missing.md',
    ]);
  });
});
