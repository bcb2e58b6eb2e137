import type { FastifyRequest } from 'fastify';
import { publicMessages } from '#server/db/schema.js';
import type { MailContent } from '#server/mail/templates.js';
import { enqueueMail } from '#server/lib/platform/outbox.js';

type PublicMessage = Omit<typeof publicMessages.$inferInsert, 'id' | 'ip' | 'createdAt'>;

/**
 * A message from a public form (Contact Us, "Let's Talk"): stored with the sender's IP, then e-mailed to the company
 * inbox (CONTACT_EMAIL) with Reply-To the visitor, so that answering the e-mail answers them.
 */
export async function receivePublicMessage(request: FastifyRequest, message: PublicMessage, mail: MailContent): Promise<void> {
  const { database, config } = request.server.ctx;
  await database.db.transaction(async (tx) => {
    const [row] = await tx.insert(publicMessages).values({ ...message, ip: request.ip }).returning({ id: publicMessages.id });
    await enqueueMail(tx, { to: config.contactEmail, replyTo: message.email, ...mail }, { key: `public-message:${row!.id}` });
  });
  request.server.mail.wake();
}
