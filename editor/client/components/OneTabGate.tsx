// Shows the editor only in the tab that holds it (one-tab.ts). Another tab says where the
// editor is open and lets the owner take it over; a tab that was taken over from says that its
// unsaved changes were kept, and lets the owner take it back.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { claimEditor, type TabState } from '../one-tab.ts';

export function OneTabGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<TabState | undefined>();
  const claim = useRef<{ takeOver(): void } | undefined>(undefined);
  useEffect(() => {
    claim.current = claimEditor(setState);
  }, []);

  if (state === 'editing') return children;
  return (
    <main className="container py-4">
      <h1 className="h3">Site editor</h1>
      {!state ? (
        <div>
          <Spinner size="sm" aria-hidden="true" /> Loading site.yaml...
        </div>
      ) : (
        <>
          <Alert variant={state === 'taken' ? 'warning' : 'info'} role="status">
            {state === 'elsewhere'
              ? 'The editor is open in another tab or window of this browser. Edit there, so that the two never write over each other’s changes. This tab opens the editor by itself when the other one is closed.'
              : 'The editor was opened in another tab, so this one stopped. Any unsaved changes made here were kept, and the other tab offers them back.'}
          </Alert>
          <Button onClick={() => claim.current?.takeOver()}>
            {state === 'elsewhere' ? 'Edit here instead' : 'Edit here again'}
          </Button>
          <p className="small text-body-secondary mt-2 mb-0">
            The other tab then stops, and its unsaved changes are offered back here.
          </p>
        </>
      )}
    </main>
  );
}
