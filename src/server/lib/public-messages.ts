import type { FastifyRequest } from 'fastify';
import { publicMessages } from '#server/db/schema.js';
import type { MailContent } from '#server/mail/templates.js';

type PublicMessage = Omit<typeof publicMessages.$inferInsert, 'id' | 'ip' | 'createdAt'>;

/**
 * A message from a public form (Contact Us, "Let's Talk"): stored with the sender's IP, then e-mailed to the company
 * inbox (CONTACT_EMAIL) with Reply-To the visitor, so that answering the e-mail answers them.
 */
export async function receivePublicMessage(request: FastifyRequest, message: PublicMessage, mail: MailContent): Promise<void> {
  const { database, config } = request.server.ctx;
  await database.db.insert(publicMessages).values({ ...message, ip: request.ip });
  request.server.mail.sendLater({ to: config.contactEmail, replyTo: message.email, ...mail }, request.log);
}
