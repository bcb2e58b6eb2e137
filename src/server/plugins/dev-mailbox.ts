import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { company } from '#shared/company.js';
import { ApiError } from '#server/envelope.js';
import type { CaughtMail, Mailbox } from '#server/mail/catcher.js';
import { escapeHtml } from '#server/lib/platform/html.js';

export const NO_MAILBOX = 'The dev mailbox exists only in local mode (without SMTP_URL).';

export const LOOPBACK_ONLY = 'The dev mailbox answers only on this machine (loopback).';

/** The socket's peer (never X-Forwarded-For, which a client can write) is on this machine. */
const isLoopback = (address: string | undefined) =>
  !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/**
 * The Host header names this machine: localhost, 127.x.x.x or [::1], with any port. Read from the raw header, never
 * from X-Forwarded-Host: a web page that rebinds its own DNS name to 127.0.0.1 still sends its own name here.
 */
const isLoopbackHost = (host: string | undefined) => {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  return name === 'localhost' || name === '[::1]' || /^127(\.\d{1,3}){3}$/.test(name);
};

/**
 * The local mailbox, or a 404 in the envelope when a real relay is configured. Even in local mode it holds
 * sign-up and reset codes, so only clients on this machine may read it (a local-mode server reachable on
 * the network must not hand out codes), and only under a loopback Host name (DNS rebinding).
 */
export function mailboxOf(request: FastifyRequest): Mailbox {
  const mailbox = request.server.mail.mailbox;
  if (!mailbox) throw new ApiError(404, NO_MAILBOX);
  if (!isLoopback(request.socket.remoteAddress) || !isLoopbackHost(request.headers.host)) throw new ApiError(403, LOOPBACK_ONLY);
  return mailbox;
}


// Served from this origin: the page is valid under the CSP (style-src 'self', no inline style or script).
const STYLESHEET = `body{font-family:system-ui,Arial,sans-serif;margin:0 auto;max-width:920px;padding:16px;color:#1d2733}
header p{color:#555}
form{margin:12px 0 20px}
input{padding:6px;min-width:280px}
article{border:1px solid #d5dde5;border-radius:6px;padding:12px 16px;margin:12px 0}
article h2{font-size:1.05rem;margin:0 0 8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 8px;font-size:.9rem}
dt{font-weight:600}
dd{margin:0}
pre{white-space:pre-wrap;background:#f5f7f9;padding:10px;border-radius:4px;font-size:.95rem}
`;

function renderPage(mails: CaughtMail[], to: string | undefined) {
  const items = mails
    .map(
      (m) => `<article id="mail-${m.id}">
<h2>${escapeHtml(m.subject || '(no subject)')}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(m.to)}</dd>
<dt>From</dt><dd>${escapeHtml(m.from)}</dd>
<dt>Received</dt><dd><time datetime="${escapeHtml(m.received_at)}">${escapeHtml(m.received_at)}</time></dd>
</dl>
<pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox · ${escapeHtml(company.name)}</title>
<link rel="stylesheet" href="/dev/mailbox.css">
</head>
<body>
<header>
<h1>Local mailbox</h1>
<p>Local mode: the server keeps the last 200 e-mails it sent instead of delivering them (set <code>SMTP_URL</code> to send real mail). Newest first; the same list as JSON is at <a href="/api/v1/dev/mailbox">/api/v1/dev/mailbox</a>.</p>
</header>
<main>
<form method="get" action="/dev/mailbox">
<label for="to">Recipient</label>
<input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}" placeholder="chidinma.okafor@example.com">
<button type="submit">Filter</button>
<a href="/dev/mailbox">Show all</a>
</form>
<p>${mails.length === 0 ? 'No e-mails yet.' : `${mails.length} e-mail${mails.length === 1 ? '' : 's'}.`} <a href="${to ? `/dev/mailbox?to=${encodeURIComponent(to)}` : '/dev/mailbox'}">Refresh</a></p>
${items}
</main>
</body>
</html>
`;
}

/** The human page of the dev mailbox (local mode only): plain server-rendered HTML, no script. */
export const devMailboxPlugin = fp(async (app: FastifyInstance) => {
  app.get('/dev/mailbox', async (request, reply) => {
    const mailbox = mailboxOf(request);
    const raw = (request.query as { to?: unknown }).to;
    const to = typeof raw === 'string' && raw.trim() ? raw.trim().slice(0, 254) : undefined;
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPage(mailbox.list(to), to));
  });
  app.get('/dev/mailbox.css', async (request, reply) => {
    mailboxOf(request);
    return reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(STYLESHEET);
  });
});
