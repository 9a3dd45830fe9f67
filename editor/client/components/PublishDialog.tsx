// Publish: what will be published (the changes since the last published version, in words),
// where it goes, and the answer in plain words. A folder that keeps no versions gets one
// button that starts keeping them (git init and a first version).
import { useEffect, useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { ApiError } from '../api.ts';
import { publishApi, variantOf, type PublishResult, type PublishStatus } from '../publish-api.ts';
import { EditorDialog } from './EditorDialog.tsx';

type Refusal = { text: string; state?: string };

export function PublishDialog({ dirty, onClose }: { dirty: boolean; onClose(): void }) {
  const [status, setStatus] = useState<PublishStatus | Refusal | undefined>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ variant: string; text: string } | undefined>();
  // Sent: nothing is left to publish until the next change (a second press would only say so).
  const [sent, setSent] = useState(false);

  const look = () =>
    publishApi
      .status()
      .then(setStatus)
      .catch((e: Error) => setStatus({ text: e.message, state: e instanceof ApiError ? String(e.body.state) : '' }));
  useEffect(() => {
    void look();
  }, []);

  const run = (action: () => Promise<PublishResult>) => {
    setBusy(true);
    setResult(undefined);
    action()
      .then((r) => {
        setResult({ variant: variantOf(r), text: r.text });
        setSent(r.outcome === 'published');
      })
      .catch((e: Error) => setResult({ variant: 'danger', text: e.message }))
      .finally(() => {
        setBusy(false);
        void look();
      });
  };

  const ready = status && 'changes' in status ? status : undefined;
  const refusal = status && !ready ? (status as Refusal) : undefined;
  return (
    <EditorDialog
      title="Publish"
      closeLabel="Close Publish"
      onClose={onClose}
      scrollable
      actions={
        ready && (
          <Button variant="primary" disabled={busy || sent} onClick={() => run(publishApi.publish)}>
            {busy ? 'Publishing...' : sent ? 'Published' : 'Publish now'}
          </Button>
        )
      }
    >
      {!status && (
        <p>
          <Spinner as="span" size="sm" aria-hidden="true" /> Looking at the folder...
        </p>
      )}
      {refusal && (
        <>
          <Alert variant={refusal.state === 'not-repo' ? 'info' : 'danger'}>{refusal.text}</Alert>
          {refusal.state === 'not-repo' && (
            <Button disabled={busy} onClick={() => run(publishApi.init)}>
              {busy ? 'Starting...' : 'Start keeping versions (git init)'}
            </Button>
          )}
        </>
      )}
      {ready && (
        <>
          <p>
            Publish makes a new version of the saved site (site.yaml, the files under pages/ it takes pages from, and
            the pictures they use)
            {ready.remote
              ? ` and sends it to ${ready.remote.name} (${ready.remote.url}).`
              : '. This folder has no remote yet, so it stays on this computer.'}
          </p>
          {dirty && (
            <Alert variant="warning">
              You have unsaved changes in the editor; they are not published. Save first to include them.
            </Alert>
          )}
          <h3 className="h6">Changes since the last published version</h3>
          {ready.changes.length ? (
            <ul>
              {ready.changes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          ) : (
            <p>
              {ready.unpublished
                ? 'Only comments or spacing in site.yaml changed.'
                : 'None: the site is as last published.'}
            </p>
          )}
        </>
      )}
      {result && (
        <Alert variant={result.variant} role={result.variant === 'danger' ? 'alert' : 'status'} className="mb-0">
          {result.text}
        </Alert>
      )}
    </EditorDialog>
  );
}
