// @vitest-environment jsdom
// A long form's first fields are drawn at once and the rest just after (FormInStages.tsx); a
// short form, and every level below the top, at once.
import { afterEach, describe, expect, it } from 'vitest';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { SchemaForm } from './SchemaForm.tsx';
import { FIRST_FIELDS } from './FormInStages.tsx';

afterEach(cleanup);
const none = () => undefined;
const fields = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, { type: 'string', title: `Field ${i}` }]));

describe('a form in stages', () => {
  it('draws the first fields of a long form at once, then the others, in their order', async () => {
    const schema = { type: 'object', properties: { ...fields(FIRST_FIELDS + 4) } };
    // As in the browser, not in a test's act(): the transition waits for its turn.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    try {
      flushSync(() =>
        root.render(<SchemaForm idPrefix="long" schema={schema} value={{ f0: 'a' }} errors={{}} onChange={none} />),
      );
      expect(screen.getAllByRole('textbox')).toHaveLength(FIRST_FIELDS);
      expect(screen.getByRole('textbox', { name: 'Field 0' })).toHaveProperty('value', 'a');
      // jsdom draws RJSF's fields slowly on a loaded machine: the rest may take seconds to come.
      await waitFor(() => expect(screen.getAllByRole('textbox')).toHaveLength(FIRST_FIELDS + 4), { timeout: 20_000 });
      expect(screen.getAllByRole('textbox').map((f) => f.id)).toEqual(
        Array.from({ length: FIRST_FIELDS + 4 }, (_, i) => `long_f${i}`),
      );
    } finally {
      root.unmount();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  }, 60_000);

  it('draws a short form, and a group inside a long one, whole at once', () => {
    const group = { type: 'object', properties: fields(FIRST_FIELDS + 2) };
    const schema = { type: 'object', properties: { group } };
    render(<SchemaForm idPrefix="short" schema={schema} value={{}} errors={{}} onChange={none} />);
    expect(screen.getAllByRole('textbox')).toHaveLength(FIRST_FIELDS + 2);
  });
});
