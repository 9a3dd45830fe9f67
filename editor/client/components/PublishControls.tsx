// The dialogs of the editor bar's Publish and History buttons (EditorBar.tsx): the one open, if any.
import { HistoryDialog } from './HistoryDialog.tsx';
import { PublishDialog } from './PublishDialog.tsx';

export type PublishDialogName = 'publish' | 'history';

interface PublishControlsProps {
  open: PublishDialogName | undefined;
  onClose(): void;
  dirty: boolean;
  version: string;
  address: string;
  /** site.yaml was replaced by an earlier version: load it. */
  onRestored(): void;
}

export function PublishControls({ open, onClose, ...props }: PublishControlsProps) {
  if (open === 'publish') return <PublishDialog dirty={props.dirty} onClose={onClose} />;
  if (open === 'history') return <HistoryDialog {...props} onClose={onClose} />;
  return null;
}
