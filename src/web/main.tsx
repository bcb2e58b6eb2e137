import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Public pages are prerendered at build time (scripts/prerender.mjs): hydrate their markup. Every other route is
// served the empty shell (dist/web/app-shell.html) and rendered from scratch.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
