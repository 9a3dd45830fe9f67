// Renaming a page's address: the owner types the new last part, sees every link the change
// rewrites (from the server's rename plan), and applies it as one step that undo takes back.
import { useId, useRef, useState } from 'react';
import { Alert, Button, Form, Table } from 'react-bootstrap';
import { EditorDialog } from './EditorDialog.tsx';
import { api } from '../api.ts';
import { slugify } from '../../shared/site-pages.ts';
import { describePath } from '../../../src/validate/describe-path.ts';
import type { ResponseOf } from '../../shared/api-contract.ts';

type Plan = ResponseOf<'POST rename-plan'>;

export function RenameDialog({
  data,
  address,
  segment,
  onClose,
  onApply,
}: {
  data: Record<string, unknown>;
  address: string;
  segment: string;
  onClose(): void;
  onApply(data: Record<string, unknown>, to: string): void;
}) {
  const [value, setValue] = useState(segment);
  const [plan, setPlan] = useState<Plan | undefined>();
  const [error, setError] = useState('');
  const id = useId();
  // The dialog takes focus when it opens; the first field gets it once the dialog is shown.
  const first = useRef<HTMLInputElement>(null);
  const parent = address.slice(0, address.lastIndexOf('/')) || '';
  const to = segment === '/' ? '/' : `${parent}/${value}`;

  const preview = async (e: React.FormEvent) => {
    e.preventDefault();
    setError('');
    setPlan(undefined);
    if (!/^[a-z0-9][a-z0-9-]*$/.test(value)) {
      setError('Use lower-case letters, digits and dashes, e.g. ' + (slugify(value) || 'our-work') + '.');
      return;
    }
    try {
      setPlan(await api.renamePlan(data, address, to));
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <EditorDialog
      title={`Change the address of ${address}`}
      closeLabel="Cancel"
      onClose={onClose}
      onEntered={() => first.current?.focus()}
      size="lg"
      onSubmit={preview}
      actions={
        <>
          <Button variant="outline-primary" type="submit">
            Show the changes
          </Button>
          <Button variant="primary" disabled={!plan} onClick={() => plan && onApply(plan.data, to)}>
            Apply the changes
          </Button>
        </>
      }
    >
      <Form.Group controlId={`${id}-segment`}>
        <Form.Label>New last part of the address</Form.Label>
        <Form.Control
          value={value}
          ref={first}
          aria-describedby={`${id}-help`}
          onChange={(e) => {
            setValue(e.target.value);
            setPlan(undefined);
          }}
        />
        <Form.Text id={`${id}-help`}>
          The new address will be {to}. Links to the page are updated too; you see them before anything changes.
        </Form.Text>
      </Form.Group>
      {error && (
        <Alert variant="danger" className="mt-3">
          {error}
        </Alert>
      )}
      {plan && (
        <div className="mt-3" aria-live="polite">
          <h3 className="h6">{plan.changes.length === 1 ? '1 change' : `${plan.changes.length} changes`}</h3>
          <Table size="sm" striped className="admin-changes">
            <thead>
              <tr>
                <th scope="col">Where</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {plan.changes.map((c, i) => (
                <tr key={i}>
                  <td>{describePath(data, c.path)}</td>
                  <td>{c.before}</td>
                  <td>{c.after}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </EditorDialog>
  );
}
