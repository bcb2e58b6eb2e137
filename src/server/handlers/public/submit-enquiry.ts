import { publicMessages } from '../../db/schema.js';
import { created } from '../../envelope.js';
import { enquiryMail } from '../../mail/templates.js';
import { defineHandler } from '../define.js';

/** The Services page's "Let's Talk" form: stored, then e-mailed to the company inbox. */
export const submitEnquiry = defineHandler(
  'submitEnquiry',
  async (request) => {
    const form = request.body;
    const { database, config } = request.server.ctx;
    await database.db.insert(publicMessages).values({
      kind: 'enquiry',
      name: form.name,
      email: form.email,
      phone: form.phone,
      message: form.message ?? '',
      ip: request.ip,
    });
    request.server.mail.sendLater({ to: config.contactEmail, replyTo: form.email, ...enquiryMail(config.publicUrl, form) }, request.log);
    return created('Thank you for reaching out! Our team will contact you shortly.', null);
  },
  { rateLimit: 'forms' },
);
