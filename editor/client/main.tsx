// The site editor's page (/admin/, dev server only; editor/server/plugin.ts serves it).
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './admin.css';
import { App } from './App.tsx';
import { OneTabGate } from './components/OneTabGate.tsx';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';

// No StrictMode: the editor only ever runs in development, where it would render everything
// twice and fetch site.yaml twice on each load (issue 16 asks for a load under 2 s).
const root = document.getElementById('admin');
if (!root) throw new Error('editor/client/index.html has no element with id "admin"');
// One tab edits at a time (one-tab.ts): the others wait, or take over. A fault while drawing
// shows a page that says so (ErrorBoundary), never a white page.
createRoot(root).render(
  <ErrorBoundary>
    <OneTabGate>
      <App />
    </OneTabGate>
  </ErrorBoundary>,
);
