import { company } from '#shared/company.js';
import { escapeHtml } from '#server/lib/platform/html.js';
import { footerText, link, page, type MailContent } from './layout.js';

/** The mails of cards and hubs: a card ready for pickup, a card replaced, and the alerts a customer chose. */

/** The card of a card request is ready for pickup (sent through the outbox when an operator marks it ready). */
export function cardReadyMail(opts: { publicUrl: string; firstname: string; serviceCenter: string; address: string; cardNumber: string; reference: string; requestId: number }): MailContent {
  const subject = `${company.name}: your laundry card is ready for pickup`;
  const url = link(opts.publicUrl, `/my/user/card-management/${opts.requestId}`);
  const rows: [string, string][] = [
    ['Pick it up at', opts.address ? `${opts.serviceCenter}, ${opts.address}` : opts.serviceCenter],
    ['Card number', opts.cardNumber],
    ['Reference ID', opts.reference],
  ];
  const intro = 'Your laundry card is ready for pickup. It is already linked to your account: your balance is on it.';
  const text = [`Hello ${opts.firstname},`, '', intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', `Details: ${url}`, '', footerText(opts.publicUrl)].join('\n');
  const html = page(
    opts.publicUrl,
    subject,
    `<p>Hello ${escapeHtml(opts.firstname)},</p>\n<p>${escapeHtml(intro)}</p>\n<table>${rows
      .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
      .join('')}</table>\n<p><a href="${escapeHtml(url)}">View your card request</a></p>`,
  );
  return { subject, text, html };
}

/** A staff member replaced the customer's card (lost, damaged): the new number, the old one retired, the balance unchanged. */
export function cardReplacedMail(opts: { publicUrl: string; firstname: string; oldCardNumber: string; cardNumber: string }): MailContent {
  const subject = `${company.name}: your laundry card has been replaced`;
  const url = link(opts.publicUrl, '/my/user/card-management');
  const rows: [string, string][] = [
    ['New card number', opts.cardNumber],
    ['Replaced card', `${opts.oldCardNumber} (no longer works)`],
  ];
  const intro = 'Your laundry card has been replaced. The new card is linked to your account; your balance is unchanged and is on the new card.';
  const text = [`Hello ${opts.firstname},`, '', intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', `Your card: ${url}`, '', footerText(opts.publicUrl)].join('\n');
  const html = page(
    opts.publicUrl,
    subject,
    `<p>Hello ${escapeHtml(opts.firstname)},</p>\n<p>${escapeHtml(intro)}</p>\n<table>${rows
      .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
      .join('')}</table>\n<p><a href="${escapeHtml(url)}">View your card</a></p>`,
  );
  return { subject, text, html };
}

/** A customer alert chosen in Profile → Notifications (cycle done, machine free, low balance, test): short, one link. */
export function alertMail(opts: { publicUrl: string; firstname: string; title: string; body: string; path: string }): MailContent {
  const subject = `${company.name}: ${opts.title}`;
  const url = link(opts.publicUrl, opts.path);
  const settings = link(opts.publicUrl, '/my/user/notifications');
  const text = [`Hello ${opts.firstname},`, '', opts.body, '', `Open: ${url}`, '', `Choose which alerts you get: ${settings}`, '', footerText(opts.publicUrl)].join('\n');
  const html = page(
    opts.publicUrl,
    subject,
    `<p>Hello ${escapeHtml(opts.firstname)},</p>\n<p>${escapeHtml(opts.body)}</p>\n<p><a href="${escapeHtml(url)}">Open e-laundry</a></p>\n<p><a href="${escapeHtml(settings)}">Choose which alerts you get</a></p>`,
  );
  return { subject, text, html };
}
