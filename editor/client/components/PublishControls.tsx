// The Publish and History buttons of the editor's bar, and the dialog each opens.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { HistoryDialog } from './HistoryDialog.tsx';
import { PublishDialog } from './PublishDialog.tsx';

interface PublishControlsProps {
  dirty: boolean;
  version: string;
  address: string;
  /** site.yaml was replaced by an earlier version: load it. */
  onRestored(): void;
}

export function PublishControls(props: PublishControlsProps) {
  const [open, setOpen] = useState<'publish' | 'history' | undefined>();
  const close = () => setOpen(undefined);
  return (
    <>
      <Button variant="success" size="sm" onClick={() => setOpen('publish')}>
        Publish...
      </Button>
      <Button variant="outline-secondary" size="sm" onClick={() => setOpen('history')}>
        History
      </Button>
      {open === 'publish' && <PublishDialog dirty={props.dirty} onClose={close} />}
      {open === 'history' && <HistoryDialog {...props} onClose={close} />}
    </>
  );
}
