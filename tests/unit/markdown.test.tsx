// @vitest-environment jsdom
// The safe Markdown subset: parsed at build time into a small tree; the tree renders
// with React elements only, so HTML typed into site.yaml shows as text and never runs.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/markdown/parse.ts';
import { markdownLinks } from '../../src/markdown/types.ts';
import { parseBlocks } from '../../src/markdown/parse-blocks.ts';
import { linkPhone } from '../../src/markdown/phone-links.ts';
import { RichText } from '../../src/components/RichText.tsx';
import type { Block } from '../../src/site/site-types.generated.ts';

const show = (text: string) =>
  render(
    <MemoryRouter>
      <RichText value={parseMarkdown(text)} />
    </MemoryRouter>,
  ).container;

describe('Markdown fields', () => {
  it('shows paragraphs, bold, italic, links, lists and headings', () => {
    const html = show(
      '## Soft washing\n\nWe wash at **150 psi**, *never* more.\n\n- Siding\n- Roofs\n\n1. Call\n2. Relax\n\n[Get a quote](/contact)',
    ).innerHTML;
    expect(html).toContain('<h2>Soft washing</h2>');
    expect(html).toContain('<p>We wash at <strong>150 psi</strong>, <em>never</em> more.</p>');
    expect(html).toContain('<ul><li><span>Siding</span></li><li><span>Roofs</span></li></ul>');
    expect(html).toContain('<ol><li><span>Call</span></li>');
    expect(html).toContain('<a href="/contact">Get a quote</a>');
  });

  it('shows typed HTML as text: no element is created and no script runs', () => {
    const el = show(
      'Hello <script>window.hacked = 1</script> <img src=x onerror="window.hacked = 2"> <b>bold?</b>\n\n<div onclick="x()">block</div>',
    );
    expect(el.querySelector('script, img, b, [onclick], [onerror]')).toBeNull();
    expect(el.textContent).toContain('<script>window.hacked = 1</script>');
    expect(el.textContent).toContain('<img src=x onerror="window.hacked = 2">');
    expect(el.textContent).toContain('<div onclick="x()">block</div>');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('opens external links in a new tab with rel="noopener noreferrer" and never renders a javascript: link', () => {
    const el = show('[BBB](https://www.bbb.org/) and [bad](javascript:alert(1)) and [call](tel:+19855550142)');
    const external = el.querySelector('a[href^="https:"]');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(el.querySelector('a[href^="javascript"]')).toBeNull();
    expect(el.textContent).toContain('bad');
    expect(el.querySelector('a[href="tel:+19855550142"]')?.hasAttribute('target')).toBe(false);
  });

  it('turns entities and escapes into the characters they stand for', () => {
    expect(show('Tom &amp; Sons \\*not italic\\*').textContent).toBe('Tom & Sons *not italic*');
    // Every named HTML entity and numeric references; `&` without a `;` stays as typed.
    expect(show('Caf&eacute; &copy; 2024 &#x2019;s &#8212; AT&T').textContent).toBe('Café © 2024 ’s — AT&T');
  });

  it('shows a table written with pipes as a table: header cells, aligned columns, links checked; HTML in a cell stays text', () => {
    const el = show(
      'Our prices:\n\n| Service | From |\n| --- | ---: |\n| House wash | **$179** |\n| Windows <b>x</b> | [ask](/contact) |',
    );
    expect(el.textContent).not.toContain('|');
    const heads = [...el.querySelectorAll('thead th')].map((th) => [th.textContent, th.getAttribute('scope')]);
    expect(heads).toEqual([
      ['Service', 'col'],
      ['From', 'col'],
    ]);
    const rows = [...el.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((td) => td.innerHTML));
    expect(rows).toEqual([
      ['House wash', '<strong>$179</strong>'],
      ['Windows &lt;b&gt;x&lt;/b&gt;', '<a href="/contact">ask</a>'],
    ]);
    expect(el.querySelector('tbody td:last-child')?.className).toBe('text-end');
    // The table scrolls in its own box, which a keyboard can reach and a screen reader names.
    const box = el.querySelector('.rich-table');
    expect(box?.getAttribute('tabindex')).toBe('0');
    expect(box?.getAttribute('aria-label')).toBe('Service, From');
    expect(markdownLinks(parseMarkdown('| a |\n| - |\n| [x](/x) |'))).toEqual(['/x']);
  });

  it("makes the business's phone number a link that dials it, except where it is already a link", () => {
    const phone = { text: '902-555-0187', href: 'tel:+19025550187' };
    const doc = linkPhone(
      parseMarkdown(
        'Call 902-555-0187 or write.\n\n- **902-555-0187**, any day\n\n[Call 902-555-0187](tel:+19025550187)',
      ),
      phone,
    );
    const el = render(
      <MemoryRouter>
        <RichText value={doc} />
      </MemoryRouter>,
    ).container;
    const links = [...el.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['902-555-0187', 'tel:+19025550187'],
      ['902-555-0187', 'tel:+19025550187'],
      ['Call 902-555-0187', 'tel:+19025550187'],
    ]);
    expect(el.querySelector('p')!.textContent).toBe('Call 902-555-0187 or write.');
    expect(el.querySelector('li strong a')).not.toBeNull();
  });

  it('lists the links of a text, for the link checks', () => {
    expect(markdownLinks(parseMarkdown('[a](/a) **[b](/b#x)**\n\n- [c](https://c.example)'))).toEqual([
      '/a',
      '/b#x',
      'https://c.example',
    ]);
  });

  it('converts every Markdown field of a page, nested blocks and FAQ answers included, and nothing else', () => {
    const blocks = [
      {
        type: 'columns',
        main: [{ type: 'richText', heading: '**not markdown**', text: 'Main **text**' }],
        aside: [{ type: 'underConstruction', text: '**plain**' }],
      },
      { type: 'faqAccordion', groups: [{ items: [{ question: 'Q?', answer: '*A*' }] }] },
    ] as Block[];
    const [columns, faq] = parseBlocks(blocks);
    if (columns.type !== 'columns' || faq.type !== 'faqAccordion') throw new Error('order');
    const rich = columns.main[0];
    if (rich.type !== 'richText') throw new Error('type');
    expect(rich.heading).toBe('**not markdown**');
    expect(rich.text).toEqual({
      type: 'markdown',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'Main ' },
            { type: 'strong', children: [{ type: 'text', text: 'text' }] },
          ],
        },
      ],
    });
    expect(columns.aside[0]).toEqual({ type: 'underConstruction', text: '**plain**' });
    expect(faq.groups[0].items[0].answer.children[0]).toEqual({
      type: 'paragraph',
      children: [{ type: 'em', children: [{ type: 'text', text: 'A' }] }],
    });
    expect((blocks[0] as { main: Array<{ text: unknown }> }).main[0].text).toBe('Main **text**'); // the config is not changed
  });

  it('the browser code never imports the Markdown parser', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (
          /\.tsx?$/.test(e.name) &&
          !/\.test\.tsx?$/.test(e.name) &&
          !['parse.ts', 'parse-blocks.ts'].includes(e.name) &&
          /^import[^\n]*(from 'marked'|markdown\/parse|markdown\/parse-blocks)/m.test(readFileSync(p, 'utf8'))
        )
          offenders.push(p);
      }
    };
    for (const dir of ['src/components', 'src/blocks', 'src/layout']) walk(dir);
    expect(offenders).toEqual([]);
  });
});
