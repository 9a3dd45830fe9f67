// The editor's own model (editor/client/ and editor/shared/): undo steps, pages and menu entries added in one step,
// block moves, the schema made ready for forms, and problems placed at their fields.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { record, redo, startHistory, undo } from '../../editor/client/history.ts';
import { addPage, findMenuEntry, pageTree, slugify } from '../../editor/shared/site-pages.ts';
import { duplicateItem, moveItem, newBlock, removeItem } from '../../editor/client/block-list.ts';
import { forForm } from '../../editor/shared/form-schema.ts';
import { errorSchema } from '../../editor/client/problems.ts';
import { getAt } from '../../src/site/data-path.ts';
import { testSite } from '../support/test-site.ts';

const site = parse(readFileSync(testSite.file, 'utf8')) as Record<string, unknown>;

describe('undo history', () => {
  it('undoes and redoes whole steps, and a new change clears redo', () => {
    let h = startHistory('a');
    h = record(h, 'b', undefined, 0);
    h = record(h, 'c', undefined, 10);
    h = undo(h);
    expect(h.present).toBe('b');
    h = redo(h);
    expect(h.present).toBe('c');
    h = undo(undo(h));
    expect(h.present).toBe('a');
    h = record(h, 'x', undefined, 20);
    expect(h.future).toEqual([]);
    expect(redo(h).present).toBe('x');
  });

  it('a burst of typing in one field is one step; another field or a pause is a new one', () => {
    let h = startHistory('');
    h = record(h, 'P', 'phone', 0);
    h = record(h, 'Ph', 'phone', 300);
    h = record(h, 'Pho', 'phone', 600);
    expect(undo(h).present).toBe('');
    h = record(h, 'Pho!', 'company', 700);
    expect(undo(h).present).toBe('Pho');
    h = record(h, 'Pho!?', 'company', 700 + 2000);
    expect(undo(h).present).toBe('Pho!');
  });
});

describe('pages and the menu', () => {
  it('lists the pages of site.yaml with their addresses', () => {
    const tree = pageTree(site);
    expect(tree[0].address).toBe('/');
    const residential = tree.find((p) => p.address === '/residential')!;
    expect(residential.children.map((c) => c.address)).toContain('/residential/faqs');
    expect(getAt(site, residential.children[0].path)).toMatchObject({
      path: residential.children[0].address.split('/').pop(),
    });
  });

  it('adds a page at the root with its menu entry at the end of the menu', () => {
    const added = addPage(site, { name: 'Deck Staining', segment: slugify('Deck Staining!'), menu: true });
    expect(added.address).toBe('/deck-staining');
    expect(getAt(added.data, added.pagePath)).toEqual({
      path: 'deck-staining',
      name: 'Deck Staining',
      heading: 'Deck Staining',
      blocks: [],
    });
    const menu = added.data.menu as unknown[];
    // Written as the rest of the menu is: site.yaml's page links have no leading slash.
    expect(menu.at(-1)).toEqual({ title: 'Deck Staining', url: 'deck-staining' });
    expect(menu.length).toBe((site.menu as unknown[]).length + 1);
    // The original data is untouched (undo keeps it).
    expect((site.routes as unknown[]).length).toBe((added.data.routes as unknown[]).length - 1);
  });

  it("adds a child page and puts its menu entry under the parent's entry", () => {
    const residential = pageTree(site).find((p) => p.address === '/residential')!;
    const added = addPage(site, {
      parent: residential.path,
      name: 'Deck Staining',
      segment: 'deck-staining',
      menu: true,
    });
    expect(added.address).toBe('/residential/deck-staining');
    const parentEntry = findMenuEntry(site, '/residential')!;
    expect(added.menuPath).toEqual([
      ...parentEntry,
      'submenu',
      (getAt(site, [...parentEntry, 'submenu']) as unknown[]).length,
    ]);
    expect(getAt(added.data, added.menuPath!)).toEqual({ title: 'Deck Staining', url: 'residential/deck-staining' });
  });

  it('adds no menu entry when asked not to', () => {
    const added = addPage(site, { name: 'Hidden', segment: 'hidden', menu: false });
    expect(added.menuPath).toBeUndefined();
    expect(added.data.menu).toBe(site.menu);
  });

  it('makes address parts from names', () => {
    expect(slugify('Red Clay & Rust Removal')).toBe('red-clay-and-rust-removal');
    expect(slugify('  Café Décor!  ')).toBe('cafe-decor');
  });
});

describe('blocks', () => {
  const list = ['a', 'b', 'c', 'd'];
  it('moves, duplicates and removes', () => {
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 0, 9)).toEqual(list);
    expect(duplicateItem([{ x: 1 }], 0)).toEqual([{ x: 1 }, { x: 1 }]);
    const dup = duplicateItem([{ x: 1 }], 0);
    expect(dup[0]).not.toBe(dup[1]);
    expect(removeItem(list, 1)).toEqual(['a', 'c', 'd']);
  });

  it('a new block holds its type and its required text fields, empty', () => {
    expect(
      newBlock('richText', {
        required: ['type', 'text'],
        properties: { text: { type: 'string' }, heading: { type: 'string' } },
      }),
    ).toEqual({ type: 'richText', text: '' });
  });
});

describe('schema for the forms', () => {
  it('drops defaults and "one of these fields is required" choosers, and gives formatted text a text area', () => {
    const out = forForm({
      type: 'object',
      anyOf: [{ required: ['url'] }, { properties: { submenu: true }, required: ['submenu'] }],
      properties: {
        variant: { type: 'string', default: 'short' },
        text: { $ref: '#/$defs/markdown' },
        url: { title: 'Where it goes', type: 'string' },
      },
    }) as Record<string, unknown>;
    expect(out.anyOf).toBeUndefined();
    expect(out.properties).toEqual({
      variant: { type: 'string' },
      text: { format: 'markdown', $ref: '#/$defs/markdown' },
      url: { title: 'Where it goes', type: 'string' },
    });
  });

  it('keeps a real choice between shapes', () => {
    const choice = { oneOf: [{ $ref: '#/$defs/a' }, { $ref: '#/$defs/b' }] };
    expect(forForm(choice)).toEqual(choice);
  });
});

describe('problems at their fields', () => {
  it('places each message under the form of its item, relative to it', () => {
    const problems = [
      {
        path: ['routes', 1, 'blocks', 0, 'heading'],
        line: 9,
        column: 3,
        severity: 'error' as const,
        message: 'Too short.',
        where: '',
      },
      {
        path: ['routes', 1],
        line: 8,
        column: 3,
        severity: 'error' as const,
        message: 'The field "path" is missing.',
        where: '',
      },
      { path: ['routes', 2, 'name'], line: 20, column: 3, severity: 'warning' as const, message: 'Odd.', where: '' },
    ];
    expect(errorSchema(problems, ['routes', 1, 'blocks', 0])).toEqual({ heading: { __errors: ['Too short.'] } });
    expect(errorSchema(problems, ['routes', 1], ['blocks'])).toEqual({ __errors: ['The field "path" is missing.'] });
    // A warning is kept apart from the errors: the form shows it as a warning, never as a mistake.
    expect(errorSchema(problems, ['routes', 2])).toEqual({});
    expect(errorSchema(problems, ['routes', 2], [], 'warning')).toEqual({ name: { __errors: ['Odd.'] } });
  });
});
