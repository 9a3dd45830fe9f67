// @vitest-environment jsdom
// The forms drawn before Ajv loads (form-validator.ts) never ask it: every section of the test
// site and each of its pages (the forms the editor opens at once), and every block whose form
// needsValidator says is drawn at once, are drawn with the validator's isValid counted; a form
// with a choice (oneOf/anyOf) waits for Ajv, then is drawn.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { parse } from 'yaml';
import { bundleSchema } from '../shared/bundle-schema.ts';
import { formSchemas } from '../shared/form-schema.ts';
import { flatPages, pageTree } from '../shared/site-pages.ts';
import { getAt } from '../../src/site/data-path.ts';
import { readSchemaFiles } from '../../src/schema/schema-files.ts';
import { testSite } from '../../tests/support/test-site.ts';
import { ajvValidator } from './ajv-validator.ts';
import { needsValidator } from './form-validator.ts';
import { SECTIONS } from './App.tsx';
import { SectionEditor } from './components/SectionEditor.tsx';
import { PageEditor } from './components/PageEditor.tsx';
import { SchemaForm } from './components/SchemaForm.tsx';

afterEach(cleanup);
const schemas = formSchemas(bundleSchema(readSchemaFiles()));
const data = parse(readFileSync(testSite.file, 'utf8')) as Record<string, unknown>;
const pages = flatPages(pageTree(data));
const none = () => undefined;

/**
 * Draws `draw()`, the whole form (FormInStages draws the rest of a long one just after its first
 * fields), and says how often the validator was asked meanwhile.
 */
async function asks(draw: () => void): Promise<number> {
  const isValid = vi.spyOn(ajvValidator, 'isValid');
  const raw = vi.spyOn(ajvValidator, 'rawValidation');
  try {
    await act(async () => {
      draw();
      await new Promise((done) => setTimeout(done, 0));
    });
    return isValid.mock.calls.length + raw.mock.calls.length;
  } finally {
    isValid.mockRestore();
    raw.mockRestore();
  }
}

describe('forms drawn before the validator loads', () => {
  it.each(SECTIONS.map((s) => [s.key]))('the %s section is drawn without asking it', async (key) => {
    expect(needsValidator(schemas.part(`#/properties/${key}`))).toBe(false);
    const n = await asks(() =>
      render(<SectionEditor sectionKey={key} schemas={schemas} value={data[key]} problems={[]} onChange={none} />),
    );
    expect(n).toBe(0);
    // Every field of the section is drawn: the last of its top level too.
    const names = Object.keys((schemas.part(`#/properties/${key}`).properties ?? {}) as object);
    const present = names.filter((name) => document.querySelector(`[id^="${key}_${name}"]`));
    if (names.length) expect(present.length).toBeGreaterThan(0);
    expect(names.filter((name) => name in ((data[key] ?? {}) as object) && !present.includes(name))).toEqual([]);
  });

  it('every page is drawn without asking it', async () => {
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) {
      const n = await asks(() =>
        render(
          <PageEditor
            data={data}
            route={getAt(data, page.path) as Record<string, unknown>}
            path={page.path}
            address={page.address}
            schemas={schemas}
            problems={[]}
            onChange={none}
            onReplaceData={none}
            announce={none}
          />,
        ),
      );
      expect(n, page.address).toBe(0);
      cleanup();
    }
  });

  it('each block drawn at once never asks it; a block with a choice is one that waits', async () => {
    const waiting = schemas.blockTypes.filter((t) => needsValidator(schemas.blockSchema(t.type) ?? {}));
    // Columns hold blocks of any type (the block's oneOf): chosen by the validator, so they wait for it.
    expect(waiting.map((t) => t.type)).toEqual(['columns']);
    const blocks = pages.flatMap((p) => (getAt(data, [...p.path, 'blocks']) ?? []) as Record<string, unknown>[]);
    const drawnAtOnce = blocks.filter((b) => !waiting.some((t) => t.type === b.type));
    expect(drawnAtOnce.length).toBeGreaterThan(5);
    for (const block of drawnAtOnce) {
      const schema = schemas.blockSchema(String(block.type)) ?? {};
      const n = await asks(() =>
        render(<SchemaForm idPrefix="b" schema={schema} value={block} errors={{}} onChange={none} />),
      );
      expect(n, String(block.type)).toBe(0);
      cleanup();
    }
  });
});

describe('a form with a choice', () => {
  it('waits for the validator, then is drawn', async () => {
    const schema = schemas.blockSchema('columns');
    const columns = pages
      .flatMap((p) => (getAt(data, [...p.path, 'blocks']) ?? []) as Record<string, unknown>[])
      .find((b) => b.type === 'columns');
    expect(columns).toBeDefined();
    render(<SchemaForm idPrefix="columns" schema={schema ?? {}} value={columns} errors={{}} onChange={none} />);
    expect(await screen.findAllByRole('textbox', {}, { timeout: 10_000 })).not.toHaveLength(0);
    expect(screen.queryByText('Loading the form...')).toBeNull();
    cleanup();
    // The count above sees a form that asks: one whose field is a string or a number asks which.
    const choice = { type: 'object', properties: { a: { anyOf: [{ type: 'string' }, { type: 'number' }] } } };
    expect(needsValidator(choice)).toBe(true);
    const n = await asks(() =>
      render(<SchemaForm idPrefix="c" schema={choice} value={{ a: 'x' }} errors={{}} onChange={none} />),
    );
    expect(n).toBeGreaterThan(0);
  });
});

describe('needsValidator', () => {
  it('follows references into $defs, and counts a property named like a keyword as a property', () => {
    const defs = { $defs: { pick: { oneOf: [{ type: 'string' }, { type: 'number' }] }, unused: { anyOf: [] } } };
    expect(needsValidator({ properties: { a: { $ref: '#/$defs/pick' } }, ...defs })).toBe(true);
    expect(needsValidator({ properties: { a: { items: { $ref: '#/$defs/pick' } } }, ...defs })).toBe(true);
    expect(needsValidator({ properties: { if: { type: 'string' }, oneOf: { type: 'string' } }, ...defs })).toBe(false);
    expect(needsValidator({ properties: { a: { $ref: 'other.json#/x' } } })).toBe(true);
    // A reference to nothing the schema holds may lead to a choice; one back to the whole schema adds none.
    expect(needsValidator({ properties: { a: { $ref: '#/$defs/missing' } }, ...defs })).toBe(true);
    expect(needsValidator({ properties: { a: { $ref: '#' }, b: { $ref: '#/properties/a' } } })).toBe(false);
  });
});
