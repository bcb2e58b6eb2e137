import { escapeHtml } from '#server/lib/platform/html.js';
import { footerText, link, oneLine, page, type MailContent } from './layout.js';

/** The mails of support: a ticket answered (to the customer), a ticket's activity and the public site's forms (to us). */

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
