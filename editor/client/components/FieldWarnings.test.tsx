// @vitest-environment jsdom
// A warning at its field reads as a warning (its own colour, "Warning:", a warning sign), in the
// field's help, which the field's aria-describedby names; the field's own help stays beside it.
// (SchemaForm passes the warnings apart from the errors: tests/unit/admin-ui-model.test.ts;
// the whole form in a browser: tests/e2e/admin.spec.ts.)
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { FieldHelpProps } from '@rjsf/utils';
import { FieldHelpWithWarnings, FieldWarnings } from './FieldWarnings.tsx';

afterEach(cleanup);

const help = (props: Partial<FieldHelpProps>, warnings = {}) =>
  render(
    <FieldWarnings.Provider value={warnings}>
      <FieldHelpWithWarnings
        {...({ fieldPathId: { $id: 'page_path', path: ['path'] }, registry: {}, schema: {} } as FieldHelpProps)}
        {...props}
      />
    </FieldWarnings.Provider>,
  ).container;

describe('FieldHelpWithWarnings', () => {
  it("shows the field's warning in the warning's colour, not the red of a mistake, in its help", () => {
    const box = help(
      { help: 'Use "Change address" to rename the page.' },
      { path: { __errors: ['Only 33 characters of content, no link onward.'] } },
    );
    const described = box.querySelector('#page_path__help');
    expect(described?.textContent).toContain('Use "Change address" to rename the page.');
    const warning = box.querySelector('.admin-field-warning');
    expect(warning?.textContent).toBe('⚠ Warning: Only 33 characters of content, no link onward.');
    expect(box.querySelector('.text-danger, .invalid-feedback')).toBeNull();
  });

  it('shows only the warnings of its own field', () => {
    expect(help({}, { name: { __errors: ['Odd.'] } }).textContent).toBe('');
    expect(help({ fieldPathId: { $id: 'x', path: [] } }, { __errors: ['A dead end.'] }).textContent).toContain(
      'A dead end.',
    );
  });
});
