// The right column: the page being edited, rendered by the dev server from the unsaved data
// a moment after the owner stops typing, with the page's own scripts (its look depends on them).
import { useEffect, useState } from 'react';
import { api } from '../api.ts';

export const PREVIEW_DELAY_MS = 350;

export function Preview({ data, address }: { data: unknown; address: string }) {
  const [html, setHtml] = useState('');
  const [busy, setBusy] = useState(false);
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
    <section className="admin-preview" aria-labelledby="admin-preview-heading">
      <h2 id="admin-preview-heading" className="h6 px-2 py-1 m-0">
        Preview of {address}{' '}
        <span className="text-body-secondary small">{busy ? 'updating...' : 'with your unsaved changes'}</span>
      </h2>
      <iframe title={`Preview of ${address}`} srcDoc={html} />
    </section>
  );
}
