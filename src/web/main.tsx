import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// react-dom is the largest module by far: importing it dynamically evaluates it in a task of its own, so a slow
// phone's main thread gets two shorter tasks instead of one long one (its chunk is preloaded with the entry).
void import('react-dom/client').then(({ createRoot, hydrateRoot }) => {
  // Public pages are prerendered at build time (scripts/prerender.mjs): hydrate their markup. The account screens'
  // shells (dist/web/shells/, marked data-shell) hold only a first paint of the layout and the loading state: render
  // over it (what it shows is what the first render draws). Every other route is served an empty shell and rendered
  // from scratch.
  if (root.firstElementChild && !root.hasAttribute('data-shell')) {
    hydrateRoot(root, app);
  } else {
    // As a transition the first render yields to the browser every few milliseconds instead of blocking a slow
    // phone's main thread in one long task (Lighthouse's TBT on /login and the dashboard); what is on screen (a
    // shell's first paint, or nothing) stays until it commits.
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
});
