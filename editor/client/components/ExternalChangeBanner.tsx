// The banner shown when site.yaml changed on disk (a text editor, git) while the editor is open.
// Loading the new file never drops the owner's unsaved edits: they are replayed onto it.
import { Alert, Button } from 'react-bootstrap';

export function ExternalChangeBanner({ dirty, onLoad, onLater }: { dirty: boolean; onLoad(): void; onLater(): void }) {
  return (
    <Alert variant="warning" className="admin-banner m-0 rounded-0 d-flex flex-wrap gap-2 align-items-center">
      <span className="me-auto">
        site.yaml was changed outside the editor.
        {dirty
          ? ' Loading it keeps your unsaved changes: they are replayed onto the new file, and you see what was merged before anything is saved.'
          : ''}
      </span>
      <Button size="sm" variant="warning" onClick={onLoad}>
        Load the new site.yaml
      </Button>
      <Button size="sm" variant="outline-secondary" onClick={onLater}>
        Not now
      </Button>
    </Alert>
  );
}
