// The editor's last line: a mistake in its own code while drawing shows a page that says so,
// with a way on, instead of a white page. Nothing on disk changes; the unsaved changes stay in
// this browser (drafts.ts) unless the owner sets them aside, in case they are what stops it.
import { Component, type ReactNode } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { removeAllDrafts } from '../drafts.ts';

interface State {
  error?: Error;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="container py-4">
        <h1 className="h3">Site editor</h1>
        <Alert variant="danger">
          <h2 className="h5">The editor stopped because of a fault in it</h2>
          <p className="mb-1">
            Nothing on your site was changed. Your unsaved changes are still kept in this browser, and the editor offers
            them back when it opens again.
          </p>
          <p className="mb-0 small">What went wrong: {error.message}</p>
        </Alert>
        <div className="d-flex flex-wrap gap-2">
          <Button onClick={() => location.reload()}>Open the editor again</Button>
          <Button variant="outline-secondary" onClick={() => void removeAllDrafts().then(() => location.reload())}>
            Set my unsaved changes aside and open it again
          </Button>
        </div>
      </main>
    );
  }
}
