import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { App, preloadShellRoute } from './app/app';
import { startPwa } from './lib/pwa';
import { getSession } from './lib/session';

// The install prompt is kept from the start; the service worker registers after load and idle (ADR 058).
startPwa();

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A signed-in route's shell (dist/web/shells/, data-shell="protected") holds the signed-in layout and the page's
// loading state as the client's first render draws them. The boot script hid it before the first paint when there is
// no session (data-signed-out): it must not show a signed-out visitor an account, so it goes before the redirect to
// the login is rendered.
const shell = root.getAttribute('data-shell');
if (document.documentElement.hasAttribute('data-signed-out')) {
  document.documentElement.removeAttribute('data-signed-out');
  if (shell === 'protected') {
    root.replaceChildren();
    root.removeAttribute('data-shell');
  }
}
// With a session, the signed-in area's and the page's chunks (preloaded by the shell) are loaded before the first
// render, so that it draws the page over the shell and not the area's loading state in between (ADR 030).
const ready =
  shell === 'protected' && getSession().logged_in ? preloadShellRoute(window.location.pathname).catch(() => undefined) : undefined;

// react-dom is the largest module by far: importing it dynamically evaluates it in a task of its own, so a slow
// phone's main thread gets two shorter tasks instead of one long one (its chunk is preloaded with the entry).
void Promise.all([import('react-dom/client'), ready]).then(([{ createRoot, hydrateRoot }]) => {
  // Public pages are prerendered at build time (scripts/prerender.mjs): hydrate their markup. The shells of the
  // account screens and signed-in routes (marked data-shell) hold only a first paint without data: render over it
  // (what it shows is what the first render draws). Every other route is served an empty shell and rendered from
  // scratch.
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
