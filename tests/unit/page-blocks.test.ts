// A site's pages are parsed as each renders, not all at once (src/render/page-blocks.ts): the
// build holds one page's parsed blocks at a time.
import { describe, expect, it } from 'vitest';
import { mapPages, parsedPages } from '../../src/render/page-blocks.ts';
import { serverSite } from '../../src/render/server-site.ts';
import { renderPage } from '../../src/render/render-page.tsx';
import { loadSiteFile } from '../../src/validate/load-site.ts';
import type { Block } from '../../src/site/site-types.generated.ts';
import type { ParsedBlock } from '../../src/markdown/types.ts';
import { testSite } from '../support/test-site.ts';

const notice = (text: string) => ({ type: 'notice', text }) as unknown as Block;

describe('page blocks', () => {
  it('parses a page when it is asked for, once for asks in a row, and no other page', () => {
    const parsed: string[] = [];
    const pages = parsedPages(
      new Map([
        ['a', [notice('A')]],
        ['b', [notice('B')]],
      ]),
      (blocks) => {
        parsed.push((blocks[0] as unknown as { text: string }).text);
        return blocks as unknown as ParsedBlock[];
      },
    );
    expect(parsed).toEqual([]);
    expect(pages.get('a')).toBe(pages.get('a'));
    expect(parsed).toEqual(['A']);
    pages.get('b');
    pages.get('a');
    expect(parsed).toEqual(['A', 'B', 'A']); // only the last page is kept
    expect(pages.get('none')).toBeUndefined();
    expect(pages.unparsed('b')).toEqual([notice('B')]);
    expect(parsed).toEqual(['A', 'B', 'A']);
    expect([...pages.ids()]).toEqual(['a', 'b']);
  });

  it('makes a change to the blocks of the page asked for, parsed or not', () => {
    const pages = parsedPages(new Map([['a', [notice('A')]]]), (b) => b as unknown as ParsedBlock[]);
    const changed = mapPages(pages, (blocks) => [...blocks, ...blocks]);
    expect(changed.get('a')).toHaveLength(2);
    expect(changed.unparsed('a')).toHaveLength(2);
    expect(pages.get('a')).toHaveLength(1);
  });

  it('renders the same page, parsed as it renders, as the site parsed whole', async () => {
    const { config } = loadSiteFile(testSite.file);
    const site = serverSite(config!);
    const whole = {
      ...site,
      pages: parsedPages(new Map([...site.pages.ids()].map((id) => [id, site.pages.get(id)!])), (b) => b),
    };
    for (const path of ['/', '/contact', '/faqs'])
      expect((await renderPage(site, path)).html).toBe((await renderPage(whole, path)).html);
  });
});
