import { company } from '#shared/company.js';
import { escapeHtml } from '#server/lib/html.js';
import { formatKobo } from '#shared/money.js';

/**
 * The e-mails the server sends, each as a plain-text and a simple HTML version. Company facts come from
 * src/shared/company.ts; links are built from PUBLIC_URL. Everything interpolated into HTML is escaped.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export const CODE_MINUTES = 10;


/** Header values must stay on one line (no header injection through a form field). */
export const oneLine = (value: string, max = 200) => value.replace(/[\r\n\t]+/g, ' ').trim().slice(0, max);

const link = (publicUrl: string, path: string) => `${publicUrl}${path}`;

function footerText(publicUrl: string) {
  return [
    '--',
    `${company.name} · ${company.tagline}`,
    company.addressLine,
    `Email: ${company.supportEmail} · Phone: ${company.phone} (${company.phoneSupportHours})`,
    `Office hours: ${company.officeHours}`,
    publicUrl,
  ].join('\n');
}

function footerHtml(publicUrl: string) {
  return `<hr>
<p style="color:#555;font-size:13px;line-height:1.5">
<strong>${escapeHtml(company.name)}</strong> · ${escapeHtml(company.tagline)}<br>
${escapeHtml(company.addressLine)}<br>
Email: <a href="mailto:${escapeHtml(company.supportEmail)}">${escapeHtml(company.supportEmail)}</a> ·
Phone: <a href="tel:${escapeHtml(company.phoneE164)}">${escapeHtml(company.phone)}</a> (${escapeHtml(company.phoneSupportHours)})<br>
Office hours: ${escapeHtml(company.officeHours)}<br>
<a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a>
</p>`;
}

function page(publicUrl: string, title: string, bodyHtml: string) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1d2733;max-width:560px;margin:0 auto;padding:16px">
<h1 style="font-size:20px;color:#0b6e99">${escapeHtml(company.name)}</h1>
${bodyHtml}
${footerHtml(publicUrl)}
</body>
</html>`;
}

const codeHtml = (code: string) =>
  `<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:24px 0;font-family:'Courier New',monospace">${escapeHtml(code)}</p>`;

/** An e-mail carrying a six-digit code: greeting, why, the code, where to enter it (a link), and what if it was not you. */
function codeMail(opts: {
  publicUrl: string;
  firstname: string;
  code: string;
  subject: string;
  intro: string;
  url: string;
  /** How to enter the code, in the text version ("on the verification page"). */
  enterText: string;
  /** The same in HTML: words before the link, and the link's label. */
  enterHtml: { before: string; label: string };
  ignore: string;
}): MailContent {
  const { publicUrl, firstname, code, subject, intro, url, ignore } = opts;
  const text = [
    `Hello ${firstname},`,
    '',
    intro,
    '',
    `    ${code}`,
    '',
    `Enter it ${opts.enterText} within ${CODE_MINUTES} minutes: ${url}`,
    ignore,
    '',
    footerText(publicUrl),
  ].join('\n');
  const html = page(
    publicUrl,
    subject,
    `<p>Hello ${escapeHtml(firstname)},</p>
<p>${escapeHtml(intro)}</p>
${codeHtml(code)}
<p>Enter it ${escapeHtml(opts.enterHtml.before)}<a href="${escapeHtml(url)}">${escapeHtml(opts.enterHtml.label)}</a> within ${CODE_MINUTES} minutes.</p>
<p>${escapeHtml(ignore)}</p>`,
  );
  return { subject, text, html };
}

export function verificationCodeMail(opts: { publicUrl: string; firstname: string; email: string; code: string }): MailContent {
  return codeMail({
    ...opts,
    subject: `Your ${company.name} verification code is ${opts.code}`,
    intro: `Welcome to ${company.name}! Your verification code is:`,
    url: link(opts.publicUrl, `/verify-otp/${encodeURIComponent(opts.email)}`),
    enterText: 'on the verification page',
    enterHtml: { before: 'on the ', label: 'verification page' },
    ignore: 'If you did not create an account, you can ignore this e-mail.',
  });
}

export function passwordResetCodeMail(opts: { publicUrl: string; firstname: string; code: string }): MailContent {
  return codeMail({
    ...opts,
    subject: `Your ${company.name} password reset code is ${opts.code}`,
    intro: 'We received a request to reset your password. Your reset code is:',
    url: link(opts.publicUrl, '/verify-token'),
    enterText: 'with your e-mail address',
    enterHtml: { before: 'with your e-mail address on the ', label: 'reset page' },
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });
}

/** A security notice (password changed or reset): tells the customer what happened and whom to call if it was not them. */
export function passwordChangedMail(opts: { publicUrl: string; firstname: string; how: 'changed' | 'reset' }): MailContent {
  const subject = `Your ${company.name} password was ${opts.how}`;
  const what = opts.how === 'reset' ? 'Your password was reset and every device was signed out.' : 'Your password was changed and your other devices were signed out.';
  const help = `If this was not you, contact us at once: ${company.supportEmail} or ${company.phone}.`;
  const text = [`Hello ${opts.firstname},`, '', what, help, '', footerText(opts.publicUrl)].join('\n');
  const html = page(opts.publicUrl, subject, `<p>Hello ${escapeHtml(opts.firstname)},</p>\n<p>${escapeHtml(what)}</p>\n<p>${escapeHtml(help)}</p>`);
  return { subject, text, html };
}

/** Security notice: someone tried to create an account with the address of an existing (verified) account. */
export function signUpAttemptMail(opts: { publicUrl: string; firstname: string }): MailContent {
  const subject = `Someone tried to sign up with your ${company.name} address`;
  const what = 'Someone tried to create a new account with this e-mail address, which already has an account. No new account was created.';
  const advice = `If it was you, sign in instead: ${link(opts.publicUrl, '/login')}. If you forgot your password, reset it: ${link(opts.publicUrl, '/my/password/reset')}.`;
  const ignore = 'If it was not you, you can ignore this e-mail: your account has not changed.';
  const text = [`Hello ${opts.firstname},`, '', what, advice, ignore, '', footerText(opts.publicUrl)].join('\n');
  const html = page(
    opts.publicUrl,
    subject,
    `<p>Hello ${escapeHtml(opts.firstname)},</p>
<p>${escapeHtml(what)}</p>
<p>If it was you, <a href="${escapeHtml(link(opts.publicUrl, '/login'))}">sign in</a> instead. If you forgot your password, <a href="${escapeHtml(link(opts.publicUrl, '/my/password/reset'))}">reset it</a>.</p>
<p>${escapeHtml(ignore)}</p>`,
  );
  return { subject, text, html };
}

/** Security notice: the hourly limit of failed sign-ins tripped on the account (sent once when it trips). */
export function signInLimitMail(opts: { publicUrl: string; firstname: string; failures: number; minutes: number }): MailContent {
  const subject = `Too many failed sign-in attempts on your ${company.name} account`;
  const what = `Someone entered a wrong password for your account ${opts.failures} times within an hour, so sign-in is paused for up to ${opts.minutes} minutes.`;
  const advice = 'If this was you, wait and try again, or reset your password. If it was not, your password is still safe as long as it is not used elsewhere; consider turning on two-factor authentication.';
  const help = `Questions: ${company.supportEmail} or ${company.phone}.`;
  const text = [`Hello ${opts.firstname},`, '', what, advice, help, '', footerText(opts.publicUrl)].join('\n');
  const html = page(opts.publicUrl, subject, `<p>Hello ${escapeHtml(opts.firstname)},</p>\n<p>${escapeHtml(what)}</p>\n<p>${escapeHtml(advice)}</p>\n<p>${escapeHtml(help)}</p>`);
  return { subject, text, html };
}

interface FormField {
  label: string;
  value: string;
}

function formMail(publicUrl: string, subject: string, intro: string, fields: FormField[]): MailContent {
  const text = [intro, '', ...fields.map((f) => `${f.label}: ${f.value || '—'}`), '', footerText(publicUrl)].join('\n');
  const rows = fields
    .map((f) => `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(f.label)}</th><td style="white-space:pre-wrap;padding:4px 0">${escapeHtml(f.value || '—')}</td></tr>`)
    .join('\n');
  return { subject, text, html: page(publicUrl, subject, `<p>${escapeHtml(intro)}</p>\n<table>\n${rows}\n</table>`) };
}

export function contactMail(publicUrl: string, form: { username: string; email: string; phone: string; subject: string; message?: string }) {
  return formMail(publicUrl, `Contact form: ${oneLine(form.subject)}`, 'A visitor sent a message from the Contact Us page. Reply to this e-mail to answer them.', [
    { label: 'Name', value: form.username },
    { label: 'Email', value: form.email },
    { label: 'Phone', value: form.phone },
    { label: 'Subject', value: form.subject },
    { label: 'Message', value: form.message ?? '' },
  ]);
}

export function enquiryMail(publicUrl: string, form: { name: string; email: string; phone: string; message?: string }) {
  return formMail(publicUrl, `Services enquiry from ${oneLine(form.name)}`, 'A visitor sent a "Let\'s Talk" enquiry from the Services page. Reply to this e-mail to answer them.', [
    { label: 'Name', value: form.name },
    { label: 'Email', value: form.email },
    { label: 'Phone', value: form.phone },
    { label: 'Message', value: form.message ?? '' },
  ]);
}

export function subscriberMail(publicUrl: string, email: string) {
  return formMail(publicUrl, `New newsletter subscriber: ${oneLine(email)}`, 'An address subscribed to the newsletter from the public site.', [{ label: 'Email', value: email }]);
}

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

/** Support answered a ticket (operator command ticket:reply): the reply, and a link to the ticket. */
export function supportReplyMail(opts: {
  publicUrl: string;
  firstname: string;
  ticket: string;
  subject: string;
  supportName: string;
  message: string;
  files: number;
}): MailContent {
  const subject = oneLine(`[Ticket #${opts.ticket}] ${opts.supportName} replied: ${opts.subject}`);
  const url = link(opts.publicUrl, `/my/support/${opts.ticket}`);
  const attached = opts.files ? `${opts.files} file${opts.files === 1 ? '' : 's'} attached — open the ticket to see ${opts.files === 1 ? 'it' : 'them'}.` : '';
  const text = [
    `Hello ${opts.firstname},`,
    '',
    `${opts.supportName} replied to your support ticket #${opts.ticket} "${opts.subject}":`,
    '',
    ...opts.message.split('\n').map((line) => `> ${line}`),
    ...(attached ? ['', attached] : []),
    '',
    `Read and answer it here: ${url}`,
    '',
    footerText(opts.publicUrl),
  ].join('\n');
  const html = page(
    opts.publicUrl,
    subject,
    `<p>Hello ${escapeHtml(opts.firstname)},</p>
<p>${escapeHtml(opts.supportName)} replied to your support ticket #${escapeHtml(opts.ticket)} “${escapeHtml(opts.subject)}”:</p>
<blockquote style="border-left:3px solid #0b6e99;margin:16px 0;padding:4px 12px;white-space:pre-wrap">${escapeHtml(opts.message)}</blockquote>
${attached ? `<p>${escapeHtml(attached)}</p>` : ''}
<p><a href="${escapeHtml(url)}">Read and answer it</a></p>`,
  );
  return { subject, text, html };
}

/** To support (CONTACT_EMAIL): a customer opened a ticket or replied; answer with `npm run ops -- ticket:reply`. */
export function ticketActivityMail(
  publicUrl: string,
  activity: { kind: 'opened' | 'replied'; ticket: string; subject: string; priority: string; name: string; email: string; message: string; files: number },
): MailContent {
  const what = activity.kind === 'opened' ? 'opened a support ticket' : 'replied to their support ticket';
  return formMail(
    publicUrl,
    oneLine(`[Ticket #${activity.ticket}] ${activity.kind === 'opened' ? 'New' : 'Reply'} (${activity.priority}): ${activity.subject}`),
    `${activity.name} ${what}. Answer with: npm run ops -- ticket:reply ${activity.ticket} --message "…"`,
    [
      { label: 'Ticket', value: `#${activity.ticket} — ${activity.subject}` },
      { label: 'Priority', value: activity.priority },
      { label: 'Customer', value: `${activity.name} <${activity.email}>` },
      { label: 'Message', value: activity.message },
      { label: 'Files', value: String(activity.files) },
    ],
  );
}

/** A staff invitation (issue 24): the one-time set-up link, valid 24 hours. The link is the only secret in it. */
export function staffInviteMail(opts: { publicUrl: string; link: string; roles: string[]; hours: number }): MailContent {
  const subject = `You are invited to the ${company.name} staff console`;
  const what = `You have been invited to the ${company.name} staff console with the role${opts.roles.length === 1 ? '' : 's'} ${opts.roles.join(', ')}.`;
  const how = `Open this link within ${opts.hours} hours to choose your name and password and set up your authenticator app. It works once.`;
  const ignore = 'If you did not expect this invitation, ignore this e-mail: nothing happens without the link.';
  const text = ['Hello,', '', what, how, '', opts.link, '', ignore, '', footerText(opts.publicUrl)].join('\n');
  const html = page(
    opts.publicUrl,
    subject,
    `<p>Hello,</p>\n<p>${escapeHtml(what)}</p>\n<p>${escapeHtml(how)}</p>\n<p><a href="${escapeHtml(opts.link)}">Set up your staff account</a></p>\n<p>${escapeHtml(ignore)}</p>`,
  );
  return { subject, text, html };
}

/** Security notice: support turned the customer's two-factor off (docs/decisions/044-staff-customers.md). */
export function twoFactorResetMail(opts: { publicUrl: string; firstname: string }): MailContent {
  const subject = `Two-factor authentication was turned off on your ${company.name} account`;
  const what = 'Our support team reset two-factor authentication on your account at your request, and every device was signed out. You can now sign in with your password alone.';
  const advice = `Set two-factor up again in your account, with your authenticator app: ${link(opts.publicUrl, '/my/user/twofactor')}.`;
  const help = `If you did not ask for this, contact us at once — ${company.supportEmail} or ${company.phone} — and change your password: ${link(opts.publicUrl, '/my/password/reset')}.`;
  const text = [`Hello ${opts.firstname},`, '', what, advice, '', help, '', footerText(opts.publicUrl)].join('\n');
  const html = page(
    opts.publicUrl,
    subject,
    `<p>Hello ${escapeHtml(opts.firstname)},</p>
<p>${escapeHtml(what)}</p>
<p>Set two-factor up again on your <a href="${escapeHtml(link(opts.publicUrl, '/my/user/twofactor'))}">two-factor page</a>, with your authenticator app.</p>
<p><strong>If you did not ask for this</strong>, contact us at once — ${escapeHtml(company.supportEmail)} or ${escapeHtml(company.phone)} — and <a href="${escapeHtml(link(opts.publicUrl, '/my/password/reset'))}">change your password</a>.</p>`,
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

/** The account was closed (ADR 054): sent through the outbox before the address is erased. */
export function accountClosedMail(opts: { publicUrl: string; firstname: string; accountNumber: string; balance: string; balanceLine: string; byStaff: boolean }): MailContent {
  const subject = `Your ${company.name} account is closed`;
  const what = opts.byStaff
    ? `As you asked in writing, we closed your account ${opts.accountNumber}.`
    : `You closed your account ${opts.accountNumber}.`;
  const lines = [
    what,
    `Your laundry card is frozen and you are signed out everywhere. Your name, e-mail address, phone number, address, picture and support messages are erased.`,
    `Your remaining balance was ${opts.balance}. ${opts.balanceLine}`,
    `We keep the records of your payments and laundry charges for 6 years, as the law requires, under a code that no longer names you.`,
    `If you did not ask for this, contact us at once: ${company.supportEmail} or ${company.phone}.`,
  ];
  const text = [`Hello ${opts.firstname},`, '', ...lines, '', footerText(opts.publicUrl)].join('\n');
  const html = page(opts.publicUrl, subject, [`<p>Hello ${escapeHtml(opts.firstname)},</p>`, ...lines.map((l) => `<p>${escapeHtml(l)}</p>`)].join('\n'));
  return { subject, text, html };
}

/**
 * "Download my data" (docs/decisions/055-download-my-data.md): the archive is ready. The mail links to the app's
 * profile page, never to the file: the download needs the customer's signed-in session, so this mail alone gives
 * nothing to whoever reads it.
 */
export function dataExportReadyMail(opts: { publicUrl: string; firstname: string; expiresAt: Date }): MailContent {
  const subject = `Your ${company.name} data archive is ready`;
  const until = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', dateStyle: 'medium', timeStyle: 'short' }).format(opts.expiresAt);
  const what = `The archive of your data that you asked for is ready. Sign in and download it from your profile page until ${until} (Lagos time); after that it is deleted.`;
  const where = link(opts.publicUrl, '/my/user/profile-setting');
  const help = `If you did not ask for it, change your password and contact us: ${company.supportEmail} or ${company.phone}.`;
  const text = [`Hello ${opts.firstname},`, '', what, where, '', help, '', footerText(opts.publicUrl)].join('\n');
  const html = page(
    opts.publicUrl,
    subject,
    `<p>Hello ${escapeHtml(opts.firstname)},</p>
<p>${escapeHtml(what)}</p>
<p><a href="${escapeHtml(where)}">Open your profile page</a> (you will be asked to sign in).</p>
<p>${escapeHtml(help)}</p>`,
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
