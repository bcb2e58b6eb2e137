import { company } from '#shared/company.js';
import { escapeHtml } from '#server/lib/platform/html.js';
import { footerText, link, page, type MailContent } from './layout.js';

/**
 * The mails of a customer's account: its codes (sign-up, password reset), its security notices (password changed or
 * reset, a sign-up with its address, the sign-in limit, two-factor turned off by support), its closing, and its data
 * archive ready.
 */

/** How long a code lasts, as the mails say it. */
export const CODE_MINUTES = 10;

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
