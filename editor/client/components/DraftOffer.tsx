// Unsaved edits from an earlier visit (a reload, a closed tab, a crash, a server restart),
// offered back when the editor opens: restored onto the site's files as they are now, or
// discarded. When those files changed since, the offer names them (site.yaml, pages/x.yaml):
// the files holding the fields that differ, or the site's files when no field does (a comment).
import { useId } from 'react';
import { Button } from 'react-bootstrap';
import type { DataPath } from '../../../src/site/data-path.ts';
import type { Draft } from '../drafts.ts';
import type { PageFileEntry } from '../../shared/api-contract.ts';
import { filesInWords, filesOfChanges } from '../changed-files.ts';
import { valueText } from './value-text.ts';

export function DraftOffer({
  draft,
  site,
  words,
  onRestore,
  onDiscard,
}: {
  draft: Draft;
  /** The site as it is now: its version, its data, and which file holds which page. */
  site: { version: string; data: unknown; pageFiles: readonly PageFileEntry[] };
  words(path: DataPath): string;
  onRestore(): void;
  onDiscard(): void;
}) {
  const id = useId();
  const n = draft.changes.length;
  const oneFile = !site.pageFiles.length;
  const moved = draft.baseVersion !== site.version;
  const found = moved ? filesOfChanges(draft.base, site.data, site.pageFiles) : [];
  const files = found.length ? found : oneFile ? ['site.yaml'] : undefined;
  const one = files?.length === 1;
  return (
    <section className="admin-merge alert alert-primary m-0 rounded-0 py-2" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h6 m-0">
        You have {n === 1 ? '1 unsaved change' : `${n} unsaved changes`} from {new Date(draft.savedAt).toLocaleString()}
        .
      </h2>
      <p className="mb-1">
        {moved
          ? `${files ? `${filesInWords(files)} ${one ? 'has' : 'have'}` : 'The site’s files have'} changed since; restoring replays them onto the new ${one ? 'file' : 'files'} and shows what was merged.`
          : `They were made to this version of ${oneFile ? 'site.yaml' : 'the site’s files'}.`}
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
