import { company } from '#shared/company.js';
import { newsletterSubscribers } from '#server/db/schema.js';
import { created } from '#server/envelope.js';
import { subscriberMail } from '#server/mail/templates.js';
import { defineHandler } from '#server/handlers/define.js';
import { enqueueMail } from '#server/lib/platform/outbox.js';

/**
 * Idempotent: an address already on the list gets the same thank-you (and no duplicate row, no second e-mail to
 * the company), so the answer does not tell who is subscribed.
 */
export const subscribe = defineHandler(
  'subscribe',
  async (request) => {
    const { email } = request.body;
    const { database, config } = request.server.ctx;
    await database.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(newsletterSubscribers)
        .values({ email: email.trim(), ip: request.ip })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      if (inserted) await enqueueMail(tx, { to: config.contactEmail, ...subscriberMail(config.publicUrl, email.trim()) }, { key: `subscriber:${inserted.id}` });
    });
    request.server.mail.wake();
    return created(`Thank you for subscribing to the ${company.name} newsletter!`, null);
  },
  { rateLimit: 'forms' },
);
