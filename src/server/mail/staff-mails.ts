import { company } from '#shared/company.js';
import { escapeHtml } from '#server/lib/platform/html.js';
import { footerText, page, type MailContent } from './layout.js';

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
