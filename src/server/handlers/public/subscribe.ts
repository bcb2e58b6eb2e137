import { company } from '#shared/company.js';
import { newsletterSubscribers } from '#server/db/schema.js';
import { created } from '#server/envelope.js';
import { subscriberMail } from '#server/mail/templates.js';
import { defineHandler } from '#server/handlers/define.js';

/**
 * Idempotent: an address already on the list gets the same thank-you (and no duplicate row, no second e-mail to
 * the company), so the answer does not tell who is subscribed.
 */
export const subscribe = defineHandler(
  'subscribe',
  async (request) => {
    const { email } = request.body;
    const { database, config } = request.server.ctx;
    const inserted = await database.db
      .insert(newsletterSubscribers)
      .values({ email: email.trim(), ip: request.ip })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    if (inserted.length) {
      request.server.mail.sendLater({ to: config.contactEmail, ...subscriberMail(config.publicUrl, email.trim()) }, request.log);
    }
    return created(`Thank you for subscribing to the ${company.name} newsletter!`, null);
  },
  { rateLimit: 'forms' },
);
