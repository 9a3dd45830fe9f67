// A warning of the server's check at its field: under the field, in the warning's colour with a
// warning sign, in the field's help (which the field's aria-describedby names). A warning is
// not a mistake: the field is not marked invalid, and nothing waits for it (errors go through
// the form library's own error display).
import { createContext, useContext } from 'react';
import { helpId, type FieldHelpProps } from '@rjsf/utils';
import { messagesAt, type ErrorNode } from '../problems.ts';

/** The warnings of the form's item, relative to it (errorSchema(…, 'warning')). */
export const FieldWarnings = createContext<ErrorNode>({});

/** rjsf's FieldHelpTemplate: the field's help (ui:help) as the theme shows it, then its warnings. */
export function FieldHelpWithWarnings({ fieldPathId, help, hasErrors }: FieldHelpProps) {
  const warnings = messagesAt(useContext(FieldWarnings), fieldPathId.path);
  if (!help && !warnings.length) return null;
  return (
    <div id={helpId(fieldPathId)} className="form-text">
      {help && <div className={hasErrors ? 'text-danger' : 'text-muted'}>{help}</div>}
      {warnings.map((message, i) => (
        <div key={i} className="admin-field-warning">
          <span aria-hidden="true">⚠ </span>
          Warning: {message}
        </div>
      ))}
    </div>
  );
}
