import { company } from '../../../shared/company.js';
import { publicMessages } from '../../db/schema.js';
import { created } from '../../envelope.js';
import { contactMail } from '../../mail/templates.js';
import { defineHandler } from '../define.js';

/** The Contact Us form: stored, then e-mailed to the company inbox (CONTACT_EMAIL) with Reply-To the visitor. */
export const submitContact = defineHandler(
  'submitContact',
  async (request) => {
    const form = request.body;
    const { database, config } = request.server.ctx;
    await database.db.insert(publicMessages).values({
      kind: 'contact',
      name: form.username,
      email: form.email,
      phone: form.phone,
      subject: form.subject,
      message: form.message ?? '',
      ip: request.ip,
    });
    request.server.mail.sendLater({ to: config.contactEmail, replyTo: form.email, ...contactMail(config.publicUrl, form) }, request.log);
    return created(
      `Thank you! We have received your message and will reply within ${company.supportReplyMinutes} minutes during office hours.`,
      null,
    );
  },
  { rateLimit: 'forms' },
);
