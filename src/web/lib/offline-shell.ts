/**
 * Which precached HTML answers a navigation when the network does not (the service worker, ADR 058), mirroring what
 * src/server/plugins/spa.ts serves online: a prerendered public page ("/about" → "/about.html", "/" → "/index.html"),
 * a route's own shell (dist/web/shells/index.json, exact paths only, only without a query where the shell says so),
 * else the unrendered app shell.
 */
export const APP_SHELL = '/app-shell.html';
export const SHELLS_INDEX = '/shells/index.json';

type ShellEntry = string | { file?: unknown; noQuery?: unknown };

/** The candidates in order; the worker answers with the first one it has precached. */
export function offlineShellCandidates(pathname: string, search: string, shells: Record<string, ShellEntry> | null): string[] {
  const canonical = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  const out: string[] = [];
  if (canonical === '/') out.push('/index.html');
  else if (/^\/[a-z0-9-]+$/.test(canonical)) out.push(`${canonical}.html`);
  const entry = shells?.[pathname];
  if (entry) {
    const file = typeof entry === 'string' ? entry : entry.file;
    const noQuery = typeof entry === 'object' && entry.noQuery === true;
    if (typeof file === 'string' && file.startsWith('shells/') && !file.includes('..') && !(noQuery && search.length > 1)) {
      out.push(`/${file}`);
    }
  }
  out.push(APP_SHELL);
  return out;
}
