// The right column: the page being edited, rendered by the dev server from the unsaved data
// a moment after the owner stops typing, with the page's own scripts (its look depends on them).
// "Full screen" shows it over the whole window (on a phone, the only way to see it at its size).
// A link to another page opens that page: the owner's page of it when it has one (`onOpen`
// says whether it did), else its preview here, until the owner goes back.
import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { api } from '../api.ts';
import { PreviewFrame } from './PreviewFrame.tsx';

export const PREVIEW_DELAY_MS = 350;

interface PreviewProps {
  data: unknown;
  /** The address of the page being edited. */
  address: string;
  /** Opens the page at an address in the editor; false when the site has no such page to edit. */
  onOpen(address: string): boolean;
}

export function Preview({ data, address: editing, onOpen }: PreviewProps) {
  // A page reached by a link from the page being edited, while that one is still being edited.
  const [visit, setVisit] = useState<{ from: string; to: string } | undefined>();
  const address = visit?.from === editing ? visit.to : editing;
  const [html, setHtml] = useState('');
  const [busy, setBusy] = useState(false);
  const [full, setFull] = useState(false);
  useEffect(() => {
    if (!full) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setFull(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [full]);
  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setBusy(true);
      api
        .preview(data, address, abort.signal)
        .then((h) => setHtml(h))
        .catch((e: Error) => {
          if (e.name !== 'AbortError') setHtml(`<p>The preview failed: ${e.message.replace(/</g, '&lt;')}</p>`);
        })
        .finally(() => setBusy(false));
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [data, address]);
  return (
    <section className={`admin-preview${full ? ' admin-preview-full' : ''}`} aria-labelledby="admin-preview-heading">
      <div className="admin-preview-bar">
        <h2 id="admin-preview-heading" className="h6 m-0 me-auto">
          Preview of {address}{' '}
          <span className="text-body-secondary small">{busy ? 'updating...' : 'with your unsaved changes'}</span>
        </h2>
        {address !== editing && (
          <Button variant="outline-secondary" size="sm" onClick={() => setVisit(undefined)}>
            Back to {editing}
          </Button>
        )}
        <Button variant="outline-secondary" size="sm" onClick={() => setFull(!full)}>
          {full ? 'Close full screen' : 'Full screen'}
        </Button>
      </div>
      <PreviewFrame
        title={`Preview of ${address}`}
        html={html}
        address={address}
        onOpen={(to) => {
          if (!onOpen(to)) setVisit({ from: editing, to });
        }}
      />
    </section>
  );
}
