import { company } from '#shared/company.js';
import { escapeHtml } from '#server/lib/platform/html.js';

/**
 * What every e-mail the server sends shares (the mails themselves: templates.ts lists them by family): the content's
 * shape, the page around the HTML version, the footer, links built from PUBLIC_URL, one-line header values.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Header values must stay on one line (no header injection through a form field). */
export const oneLine = (value: string, max = 200) => value.replace(/[\r\n\t]+/g, ' ').trim().slice(0, max);

export const link = (publicUrl: string, path: string) => `${publicUrl}${path}`;

export function footerText(publicUrl: string) {
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

export function page(publicUrl: string, title: string, bodyHtml: string) {
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
