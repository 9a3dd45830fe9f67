// The editor's bar: the site's name, whether everything is saved, and the actions on the whole
// site (Undo, Redo, Save, Publish, History). On a phone it is one row (admin.css): the name with
// the state under it, Save, Publish, and a Menu holding Undo, Redo and History, so the form
// keeps the screen.
import { useState } from 'react';
import { Button, Dropdown } from 'react-bootstrap';
import { PublishControls, type PublishDialogName } from './PublishControls.tsx';

export interface EditorBarProps {
  /** The site's name (business.company), when it has one. */
  site: string;
  /** What the editor is doing, in a few words: "All saved", "2 mistakes". */
  state: string;
  undo: { run(): void; enabled: boolean };
  redo: { run(): void; enabled: boolean };
  save: { run(): void; enabled: boolean; busy: boolean };
  /** For Publish and History: unsaved changes, the version held, the page being edited. */
  dirty: boolean;
  version: string;
  address: string;
  onRestored(): void;
}

/** A button of the wide bar only: on a phone, the Menu holds it. */
function WideOnly(props: { onClick(): void; disabled?: boolean; keys?: string; children: string }) {
  return (
    <Button
      className="admin-wide-only"
      variant="outline-secondary"
      size="sm"
      onClick={props.onClick}
      disabled={props.disabled}
      aria-keyshortcuts={props.keys}
    >
      {props.children}
    </Button>
  );
}

export function EditorBar(props: EditorBarProps) {
  const [open, setOpen] = useState<PublishDialogName | undefined>();
  const { undo, redo, save } = props;
  return (
    <header className="admin-bar">
      <h1 className="admin-bar-name h5 my-0">
        <span className="admin-bar-app">Site editor</span>
        {props.site && (
          <>
            {' '}
            <span className="admin-bar-site">{props.site}</span>
          </>
        )}
      </h1>
      <span className="admin-bar-state small" role="status">
        {props.state}
      </span>
      <WideOnly onClick={undo.run} disabled={!undo.enabled} keys="Control+Z">
        Undo
      </WideOnly>
      <WideOnly onClick={redo.run} disabled={!redo.enabled} keys="Control+Shift+Z">
        Redo
      </WideOnly>
      <Button className="admin-bar-save" variant="primary" size="sm" onClick={save.run} disabled={!save.enabled}>
        {save.busy ? 'Saving...' : 'Save'}
      </Button>
      <Button className="admin-bar-publish" variant="success" size="sm" onClick={() => setOpen('publish')}>
        Publish...
      </Button>
      <WideOnly onClick={() => setOpen('history')}>History</WideOnly>
      <Dropdown className="admin-bar-menu" align="end">
        <Dropdown.Toggle variant="outline-secondary" size="sm">
          Menu
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Item as="button" onClick={undo.run} disabled={!undo.enabled}>
            Undo
          </Dropdown.Item>
          <Dropdown.Item as="button" onClick={redo.run} disabled={!redo.enabled}>
            Redo
          </Dropdown.Item>
          <Dropdown.Item as="button" onClick={() => setOpen('history')}>
            History
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      <PublishControls
        open={open}
        onClose={() => setOpen(undefined)}
        dirty={props.dirty}
        version={props.version}
        address={props.address}
        onRestored={props.onRestored}
      />
    </header>
  );
}
