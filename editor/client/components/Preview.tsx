// The right column: the page being edited, rendered by the dev server from the unsaved data
// a moment after the owner stops typing, with the page's own scripts (its look depends on them).
// "Full screen" shows it over the whole window (on a phone, the only way to see it at its size).
import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { api } from '../api.ts';

export const PREVIEW_DELAY_MS = 350;

export function Preview({ data, address }: { data: unknown; address: string }) {
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
        <Button variant="outline-secondary" size="sm" onClick={() => setFull(!full)}>
          {full ? 'Close full screen' : 'Full screen'}
        </Button>
      </div>
      <iframe title={`Preview of ${address}`} srcDoc={html} />
    </section>
  );
}
