// Unsaved edits from an earlier visit (a reload, a closed tab, a crash, a server restart),
// offered back when the editor opens: restored onto site.yaml as it is now, or discarded.
import { useId } from 'react';
import { Button } from 'react-bootstrap';
import type { DataPath } from '../../../src/site/data-path.ts';
import type { Draft } from '../drafts.ts';
import { valueText } from './value-text.ts';

export function DraftOffer({
  draft,
  fileMoved,
  words,
  onRestore,
  onDiscard,
}: {
  draft: Draft;
  /** site.yaml changed since the edits were made. */
  fileMoved: boolean;
  words(path: DataPath): string;
  onRestore(): void;
  onDiscard(): void;
}) {
  const id = useId();
  const n = draft.changes.length;
  return (
    <section className="admin-merge alert alert-primary m-0 rounded-0 py-2" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h6 m-0">
        You have {n === 1 ? '1 unsaved change' : `${n} unsaved changes`} from {new Date(draft.savedAt).toLocaleString()}
        .
      </h2>
      <p className="mb-1">
        {fileMoved
          ? 'site.yaml has changed since; restoring replays them onto the new file and shows what was merged.'
          : 'They were made to this version of site.yaml.'}
      </p>
      <ul className="mb-2">
        {draft.changes.slice(0, 6).map((c, i) => (
          <li key={i}>
            {words(c.path)}: {valueText(c.after)}
          </li>
        ))}
        {n > 6 && <li>and {n - 6} more</li>}
      </ul>
      <div className="d-flex gap-2">
        <Button size="sm" variant="primary" onClick={onRestore}>
          Restore my changes
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onDiscard}>
          Discard them
        </Button>
      </div>
    </section>
  );
}
