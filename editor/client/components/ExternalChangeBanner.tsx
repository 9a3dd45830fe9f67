// The banner shown when the site's files changed on disk (a text editor, git) while the editor is
// open: it names the files that changed (site.yaml, pages/x.yaml), as the server said, or the
// site's files when it could not say. Loading the new files never drops the owner's unsaved
// edits: they are replayed onto them.
import { Alert, Button } from 'react-bootstrap';
import { filesInWords, type OutsideChange } from '../changed-files.ts';

export function ExternalChangeBanner({
  change,
  oneFile,
  dirty,
  onLoad,
  onLater,
}: {
  change: OutsideChange;
  /** The site is site.yaml alone (no page files). */
  oneFile: boolean;
  dirty: boolean;
  onLoad(): void;
  onLater(): void;
}) {
  const files = change.files ?? (oneFile ? ['site.yaml'] : undefined);
  const one = files?.length === 1;
  return (
    <Alert variant="warning" className="admin-banner m-0 rounded-0 d-flex flex-wrap gap-2 align-items-center">
      <span className="me-auto">
        {files ? `${filesInWords(files)} ${one ? 'was' : 'were'}` : 'The site’s files were'} changed outside the editor.
        {dirty
          ? ` Loading ${one ? 'it' : 'them'} keeps your unsaved changes: they are replayed onto the new ${one ? 'file' : 'files'}, and you see what was merged before anything is saved.`
          : ''}
      </span>
      <Button size="sm" variant="warning" onClick={onLoad}>
        {one ? `Load the new ${files[0]}` : 'Load the new files'}
      </Button>
      <Button size="sm" variant="outline-secondary" onClick={onLater}>
        Not now
      </Button>
    </Alert>
  );
}
