// Adding a page in one step: its name, its address, where it goes, and its menu entry.
import { useId, useRef, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { EditorDialog } from './EditorDialog.tsx';
import type { DataPath } from '../../../src/site/data-path.ts';
import { flatPages, joinAddress, segmentTaken, slugify, type NewPage, type PageNode } from '../../shared/site-pages.ts';
import type { PageFileEntry } from '../../shared/api-contract.ts';
import { fileForNewPage, folderOf } from '../page-files.ts';

export function AddPageDialog({
  data,
  pages,
  pageFiles,
  under,
  onClose,
  onAdd,
}: {
  data: unknown;
  pages: PageNode[];
  pageFiles: PageFileEntry[];
  under?: DataPath;
  onClose(): void;
  onAdd(page: NewPage): void;
}) {
  const id = useId();
  // The dialog takes focus when it opens; the first field gets it once the dialog is shown.
  const first = useRef<HTMLInputElement>(null);
  const all = flatPages(pages);
  const [name, setName] = useState('');
  const [segment, setSegment] = useState('');
  const [segmentTyped, setSegmentTyped] = useState(false);
  const [parent, setParent] = useState(under ? JSON.stringify(under) : '');
  const [menu, setMenu] = useState(true);
  const [error, setError] = useState('');
  const parentPath: DataPath | undefined = parent ? JSON.parse(parent) : undefined;
  const parentAddress = all.find((p) => JSON.stringify(p.path) === parent)?.address ?? '/';
  const seg = segmentTyped ? segment : slugify(name);
  // The pages under a folder of pages (children: pages/x/) are one file each: the editor makes no files.
  const folder = folderOf(pageFiles, parentPath);
  const savedIn = fileForNewPage(pageFiles, parentPath);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (folder)
      return setError(
        `The pages under ${parentAddress} are one file each, in ${folder}, and the editor does not make new files. Add the page's file in ${folder} in a text editor, or put the page under another page.`,
      );
    if (!name.trim()) return setError('Give the page a name.');
    if (!/^[a-z0-9][a-z0-9-]*$/.test(seg))
      return setError('The address may hold lower-case letters, digits and dashes only, e.g. deck-staining.');
    if (segmentTaken(data, parentPath, seg))
      return setError(`There is already a page at ${joinAddress(parentAddress, seg)}.`);
    onAdd({ parent: parentPath, name: name.trim(), segment: seg, menu });
  };

  return (
    <EditorDialog
      title="Add a page"
      closeLabel="Cancel"
      onClose={onClose}
      onEntered={() => first.current?.focus()}
      onSubmit={submit}
      actions={
        <Button variant="primary" type="submit">
          Add the page
        </Button>
      }
    >
      <Form.Group className="mb-3" controlId={`${id}-name`}>
        <Form.Label>Page name</Form.Label>
        <Form.Control
          value={name}
          ref={first}
          onChange={(e) => setName(e.target.value)}
          aria-describedby={`${id}-name-help`}
        />
        <Form.Text id={`${id}-name-help`}>
          Used for the heading, the browser title and the menu entry. You can change each later.
        </Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-parent`}>
        <Form.Label>Put it under</Form.Label>
        <Form.Select value={parent} onChange={(e) => setParent(e.target.value)}>
          <option value="">The site root</option>
          {all.map((p) => (
            <option key={JSON.stringify(p.path)} value={JSON.stringify(p.path)}>
              {p.label} ({p.address})
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-segment`}>
        <Form.Label>Address</Form.Label>
        <Form.Control
          value={seg}
          aria-describedby={`${id}-segment-help`}
          onChange={(e) => {
            setSegment(e.target.value);
            setSegmentTyped(true);
          }}
        />
        <Form.Text id={`${id}-segment-help`}>
          The page will be at {joinAddress(parentAddress, seg || '…')}
          {savedIn !== 'site.yaml' && !folder ? `, saved in ${savedIn}` : ''}.
        </Form.Text>
      </Form.Group>
      <Form.Check
        id={`${id}-menu`}
        checked={menu}
        onChange={(e) => setMenu(e.target.checked)}
        label="Add it to the menu"
      />
      {error && (
        <Alert variant="danger" className="mt-3 mb-0">
          {error}
        </Alert>
      )}
    </EditorDialog>
  );
}
