import { created } from '#server/envelope.js';
import { receivePublicMessage } from '#server/lib/support/public-messages.js';
import { enquiryMail } from '#server/mail/templates.js';
import { defineHandler } from '#server/handlers/define.js';

/** The Services page's "Let's Talk" form: stored, then e-mailed to the company inbox. */
export const submitEnquiry = defineHandler(
  'submitEnquiry',
  async (request) => {
    const { name, email, phone, message } = request.body;
    await receivePublicMessage(
      request,
      { kind: 'enquiry', name, email, phone, message: message ?? '' },
      enquiryMail(request.server.ctx.config.publicUrl, request.body),
    );
    return created('Thank you for reaching out! Our team will contact you shortly.', null);
  },
  { rateLimit: 'forms' },
);
