import { company } from '#shared/company.js';
import { created } from '#server/envelope.js';
import { receivePublicMessage } from '#server/lib/support/public-messages.js';
import { contactMail } from '#server/mail/templates.js';
import { defineHandler } from '#server/handlers/define.js';

/** The Contact Us form: stored, then e-mailed to the company inbox (CONTACT_EMAIL) with Reply-To the visitor. */
export const submitContact = defineHandler(
  'submitContact',
  async (request) => {
    const { username, email, phone, subject, message } = request.body;
    await receivePublicMessage(
      request,
      { kind: 'contact', name: username, email, phone, subject, message: message ?? '' },
      contactMail(request.server.ctx.config.publicUrl, request.body),
    );
    return created(
      `Thank you! We have received your message and will reply within ${company.supportReplyMinutes} minutes during office hours.`,
      null,
    );
  },
  { rateLimit: 'forms' },
);
