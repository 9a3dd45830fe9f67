// The site editor's page (/admin/, dev server only; vite/admin-plugin.ts serves it).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './admin.css';
import { App } from './App.tsx';

createRoot(document.getElementById('admin')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
