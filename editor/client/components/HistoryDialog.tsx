// History: the published versions of the site, newest first. Each can be previewed (the page
// being edited, as it was in that version; nothing changes) and restored, which publishes it
// again as a new version: the versions after it stay in the list.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { ApiError } from '../api.ts';
import { publishApi, variantOf, whenOf, type Version } from '../publish-api.ts';
import { useLoaded } from '../use-loaded.ts';
import { EditorDialog } from './EditorDialog.tsx';
import { PreviewFrame } from './PreviewFrame.tsx';

interface HistoryProps {
  dirty: boolean;
  /** The version of site.yaml the editor holds: a restore is refused if the file moved since. */
  version: string;
  /** The address of the page being edited, shown in a version's preview. */
  address: string;
  onRestored(): void;
  onClose(): void;
}

/**
 * A version's first line. A restore's names the version it brought back by its date: that date
 * is shown in the list's own style, as the message after a restore shows it.
 */
const subject = (v: Version) =>
  v.message
    .split('\n')[0]
    .replace(/^(Restored the version of )(.+)$/, (line, start: string, date: string) =>
      Number.isNaN(Date.parse(date)) ? line : start + whenOf(new Date(date).toISOString()),
    );
const readVersions = () => publishApi.history().then((r) => r.versions);

export function HistoryDialog({ dirty, version, address, onRestored, onClose }: HistoryProps) {
  const { value, error: listError, reload: list } = useLoaded(readVersions);
  // A failed read shows its message in place of the list.
  const versions = listError ?? value;
  const [preview, setPreview] = useState<{ version: Version; html: string; address: string } | undefined>();
  /** The version asked about; `unpublished`: the server's words naming the files with saved changes it replaces. */
  const [asking, setAsking] = useState<{ version: Version; unpublished?: string } | undefined>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ variant: string; text: string } | undefined>();
  // A version's preview shows above the list, where the owner is looking, and takes the focus.
  const previewRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!preview) return;
    previewRef.current?.scrollIntoView({ block: 'start' });
    previewRef.current?.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
  }, [preview]);

  /** A version's page at an address: the page being edited, or one its links lead to. */
  const show = (v: Version, at = address) =>
    publishApi
      .preview(v.commit, at)
      .then((html) => setPreview({ version: v, html, address: at }))
      .catch((e: Error) => setResult({ variant: 'danger', text: `The preview failed: ${e.message}` }));

  const restore = (v: Version, replaceUnpublished: boolean) => {
    setBusy(true);
    setResult(undefined);
    publishApi
      .restore(v.commit, version, replaceUnpublished)
      .then((r) => {
        setAsking(undefined);
        setResult({ variant: variantOf(r), text: `Restored the version of ${whenOf(v.date)}. ${r.text}` });
        onRestored();
        void list();
      })
      .catch((e: Error) => {
        if (e instanceof ApiError && e.body.unpublished === true) setAsking({ version: v, unpublished: e.message });
        else {
          setAsking(undefined);
          setResult({ variant: 'danger', text: `Not restored: ${e.message}` });
        }
      })
      .finally(() => setBusy(false));
  };

  return (
    <EditorDialog title="History" closeLabel="Close History" onClose={onClose} size="lg" scrollable>
      {result && (
        <Alert variant={result.variant} role={result.variant === 'danger' ? 'alert' : 'status'}>
          {result.text}
        </Alert>
      )}
      {asking && (
        <Alert variant="warning" role="alert">
          <p>
            Restore the version of {whenOf(asking.version.date)} (“{subject(asking.version)}”)? It is published again as
            a new version; every version in this list stays.
          </p>
          {dirty && (
            <p>
              You have unsaved changes in the editor: they are replayed onto the restored version, and nothing is saved
              until you press Save.
            </p>
          )}
          {asking.unpublished && <p>{asking.unpublished}</p>}
          <div className="d-flex gap-2">
            <Button
              variant="warning"
              disabled={busy}
              onClick={() => restore(asking.version, asking.unpublished !== undefined)}
            >
              {busy ? 'Restoring...' : 'Restore this version'}
            </Button>
            <Button variant="outline-secondary" onClick={() => setAsking(undefined)}>
              Keep the current site
            </Button>
          </div>
        </Alert>
      )}
      {preview && (
        <section aria-labelledby="admin-version-preview" className="admin-version-preview mb-3" ref={previewRef}>
          <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
            <h3 id="admin-version-preview" className="h6 m-0 me-auto" tabIndex={-1}>
              {preview.address} as it was on {whenOf(preview.version.date)} (read only)
            </h3>
            <Button size="sm" variant="outline-secondary" onClick={() => setPreview(undefined)}>
              Close the preview
            </Button>
          </div>
          <PreviewFrame
            title={`${preview.address} on ${whenOf(preview.version.date)}`}
            html={preview.html}
            address={preview.address}
            onOpen={(to) => void show(preview.version, to)}
          />
        </section>
      )}
      {versions === undefined && (
        <p>
          <Spinner as="span" size="sm" aria-hidden="true" /> Reading the history...
        </p>
      )}
      {typeof versions === 'string' && <Alert variant="info">{versions}</Alert>}
      {Array.isArray(versions) && !versions.length && <p>Nothing has been published yet.</p>}
      {Array.isArray(versions) && versions.length > 0 && (
        <ol className="admin-versions list-unstyled">
          {versions.map((v, i) => (
            <li key={v.commit} className="d-flex flex-wrap gap-2 align-items-baseline border-bottom py-2">
              <span className="me-auto">
                <time dateTime={v.date}>{whenOf(v.date)}</time>
                {i === 0 && <span className="badge text-bg-secondary ms-2">latest</span>}
                <br />
                {subject(v)}
              </span>
              <Button
                size="sm"
                variant="outline-secondary"
                onClick={() => void show(v)}
                aria-label={`Preview: ${whenOf(v.date)}, ${subject(v)}`}
              >
                Preview
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={busy}
                onClick={() => setAsking({ version: v })}
                aria-label={`Restore: ${whenOf(v.date)}, ${subject(v)}`}
              >
                Restore
              </Button>
            </li>
          ))}
        </ol>
      )}
    </EditorDialog>
  );
}
