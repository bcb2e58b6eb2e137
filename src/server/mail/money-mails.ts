import { company } from '#shared/company.js';
import { escapeHtml } from '#server/lib/platform/html.js';
import { formatKobo } from '#shared/money.js';
import { footerText, link, oneLine, page, type MailContent } from './layout.js';

/** The mails of money: a top-up's receipt, a sponsor's top-up (to the customer and the sponsor), money given back. */

/** The receipt of a successful top-up: amount credited, charge, new balance and reference (amounts already formatted as the product shows them: "₦5,000.00"). */
export function depositReceiptMail(opts: {
  publicUrl: string;
  firstname: string;
  gateway: string;
  amount: string;
  charge: string;
  balance: string;
  reference: string;
  trx: string;
}): MailContent {
  const subject = `${company.name} top-up receipt: ${opts.amount} credited`;
  const rows: [string, string][] = [
    ['Amount credited', `${opts.amount}`],
    ['Charge', `${opts.charge}`],
    ['New balance', `${opts.balance}`],
    ['Paid with', opts.gateway],
    ['Reference ID', opts.reference],
    ['Trx', opts.trx],
  ];
  const text = [`Hello ${opts.firstname},`, '', 'Your top-up was successful.', '', ...rows.map(([k, v]) => `${k}: ${v}`), '', footerText(opts.publicUrl)].join('\n');
  const html = page(
    opts.publicUrl,
    subject,
    `<p>Hello ${escapeHtml(opts.firstname)},</p>\n<p>Your top-up was successful.</p>\n<table>${rows
      .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
      .join('')}</table>`,
  );
  return { subject, text, html };
}

/** The customer's e-mail for a top-up a sponsor paid through their link (ADR 057): who paid, what was credited. */
export function sponsorTopUpMail(opts: {
  publicUrl: string;
  firstname: string;
  sponsor: string;
  gateway: string;
  amount: string;
  balance: string;
  reference: string;
  trx: string;
}): MailContent {
  const subject = `${company.name}: ${opts.sponsor} topped up your laundry card with ${opts.amount}`;
  const rows: [string, string][] = [
    ['Paid by', opts.sponsor],
    ['Amount credited', `${opts.amount}`],
    ['New balance', `${opts.balance}`],
    ['Paid with', opts.gateway],
    ['Reference ID', opts.reference],
    ['Trx', opts.trx],
  ];
  const intro = `${opts.sponsor} paid through your payment link. Top-up from ${opts.sponsor}.`;
  const text = [`Hello ${opts.firstname},`, '', intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', footerText(opts.publicUrl)].join('\n');
  const html = page(
    opts.publicUrl,
    subject,
    `<p>Hello ${escapeHtml(opts.firstname)},</p>\n<p>${escapeHtml(intro)}</p>\n<table>${rows
      .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
      .join('')}</table>`,
  );
  return { subject, text, html };
}

/** The sponsor's receipt (ADR 057): what they paid and for whom (first name only), never the customer's balance. */
export function sponsorReceiptMail(opts: {
  publicUrl: string;
  sponsor: string;
  customerFirstname: string;
  gateway: string;
  amount: string;
  charge: string;
  total: string;
  reference: string;
}): MailContent {
  const subject = `${company.name} payment receipt: ${opts.total} for ${opts.customerFirstname}'s laundry card`;
  const rows: [string, string][] = [
    ['Topped up for', opts.customerFirstname],
    ['Amount', `${opts.amount}`],
    ['Charge', `${opts.charge}`],
    ['Total paid', `${opts.total}`],
    ['Paid with', opts.gateway],
    ['Reference ID', opts.reference],
  ];
  const intro = `Thank you. Your payment was successful and ${opts.customerFirstname}'s laundry card was topped up.`;
  const text = [`Hello ${opts.sponsor},`, '', intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', footerText(opts.publicUrl)].join('\n');
  const html = page(
    opts.publicUrl,
    subject,
    `<p>Hello ${escapeHtml(opts.sponsor)},</p>\n<p>${escapeHtml(intro)}</p>\n<table>${rows
      .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
      .join('')}</table>`,
  );
  return { subject, text, html };
}

/**
 * Money given back (docs/decisions/049-money-given-back.md): one e-mail per request and outcome — an adjustment or a
 * reversal done, a refund sent to the gateway, processed or failed, a held amount returned after a rejection.
 */
export function moneyBackMail(opts: {
  publicUrl: string;
  firstname: string;
  row: { kind: 'refund' | 'reversal' | 'adjustment'; direction: '+' | '-'; amount: number; reference: string; compensatesTrx: string | null; reason: string };
  outcome: 'done' | 'submitted' | 'processed' | 'failed' | 'rejected' | 'bank_account';
  /** A refund paid to the customer's bank account (ADR 070): its bank and last four digits, named in the e-mail. */
  payTo?: { bankName: string; last4: string } | null;
}): MailContent {
  const { row, outcome, payTo } = opts;
  const amount = formatKobo(row.amount);
  const account = payTo ? `your ${payTo.bankName} account ending ${payTo.last4}` : null;
  const lines: Record<typeof row.kind, Partial<Record<typeof outcome, [string, string]>>> = {
    reversal: {
      done: [`${amount} returned to your laundry balance`, `The machine did not run the cycle charged as ${row.compensatesTrx ?? 'your charge'}, so we reversed the charge: ${amount} is back on your balance.`],
    },
    adjustment: {
      done:
        row.direction === '+'
          ? [`${amount} credited to your laundry balance`, `Our support team credited ${amount} to your balance. Reason: ${oneLine(row.reason, 300)}`]
          : [`${amount} debited from your laundry balance`, `Our support team debited ${amount} from your balance. Reason: ${oneLine(row.reason, 300)}`],
      rejected: [`${amount} returned to your laundry balance`, `The adjustment ${row.reference} was not approved, so the ${amount} held from your balance is back.`],
    },
    refund: {
      submitted: [`Refund of ${amount} on its way`, `We have asked the payment gateway to refund ${amount} to the card or account you paid with. Banks usually take 3–10 working days.`],
      processed: [`Refund of ${amount} completed`, account ? `The payment gateway has refunded ${amount} to ${account}.` : `The payment gateway has refunded ${amount} to the card or account you paid with.`],
      bank_account: [
        `Refund of ${amount}: paying it to your bank account`,
        `The payment gateway could not refund ${amount} to the card or account you paid with, so we have asked it to pay the refund to ${account ?? 'your bank account'}. If this is not your account, contact us at once: ${company.supportEmail} or ${company.phone}.`,
      ],
      failed: [`Refund of ${amount} failed: the amount is back on your balance`, `The payment gateway could not refund ${amount}, so it is back on your laundry balance. Our support team will contact you about another way.`],
      rejected: [`Refund of ${amount} not approved`, `The refund ${row.reference} was not approved, so the ${amount} held from your balance is back.`],
    },
  };
  const [title, body] = lines[row.kind][outcome] ?? [`Update on ${row.reference}`, `There is an update on your request ${row.reference}.`];
  const subject = `${company.name}: ${title}`;
  const url = link(opts.publicUrl, '/my/user/transactions');
  const text = [`Hello ${opts.firstname},`, '', body, '', `Reference: ${row.reference}`, `See it in My Transactions: ${url}`, '', footerText(opts.publicUrl)].join('\n');
  const html = page(
    opts.publicUrl,
    subject,
    `<p>Hello ${escapeHtml(opts.firstname)},</p>\n<p>${escapeHtml(body)}</p>\n<p>Reference: ${escapeHtml(row.reference)}</p>\n<p><a href="${escapeHtml(url)}">See it in My Transactions</a></p>`,
  );
  return { subject, text, html };
}
