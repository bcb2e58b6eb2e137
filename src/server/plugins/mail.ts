import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import { assertDeployable } from '#server/config.js';
import { startCatcher, type Mailbox } from '#server/mail/catcher.js';
import type { MailContent } from '#server/mail/templates.js';
import { deliverDue, type UnmarkedSends } from '#server/lib/platform/outbox.js';
import { outboxWorker } from './outbox-worker.js';

export interface OutgoingMail extends MailContent {
  to: string;
  replyTo?: string;
}

export interface MailService {
  /** `relay`: SMTP_URL; `local`: the server's own catcher (local mode, dev mailbox available). */
  mode: 'relay' | 'local';
  /** The caught e-mails in local mode, null with a relay. */
  mailbox: Mailbox | null;
  /** Sends now; rejects on failure. Only the outbox delivery calls it (every mail goes through lib/platform/outbox.ts). */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Asks this instance to deliver the outbox right after the current answer has gone out (onResponse), instead of at
   * the next poll: a code queued by a request arrives at once. No part of delivery runs inside the answer's time.
   */
  wake(): void;
  /** Another outbox woken whenever this one is (the push outbox, plugins/push.ts: call sites wake only mail). */
  wakeAlso(wake: () => void): void;
  /** Delivers every row due now and resolves when this instance has nothing left in flight (tests, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

/**
 * Outgoing e-mail through nodemailer. With SMTP_URL it talks to that relay; without it (local mode) the server
 * starts its own SMTP catcher on 127.0.0.1 and sends to it over real SMTP. Production never runs a catcher.
 */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.ctx;
  assertDeployable(config);

  const catcher = config.smtpUrl ? null : await startCatcher((err) => app.log.error({ err }, 'mail catcher error'));
  const transport = config.smtpUrl
    ? createTransport({ url: config.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 })
    : createTransport({ host: '127.0.0.1', port: catcher!.port, secure: false, ignoreTLS: true });
  if (catcher) app.log.info({ port: catcher.port }, 'local mode: e-mails are caught and listed at /dev/mailbox (set SMTP_URL to send real mail)');

  const send = async (mail: OutgoingMail) => {
    await transport.sendMail({
      from: config.mailFrom,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  };

  const sendLogged = async (mail: OutgoingMail) => {
    try {
      await send(mail);
    } catch (err) {
      app.log.error({ err, mail: { subject: mailKind(mail.subject) } }, 'e-mail could not be sent');
      throw err;
    }
    app.log.info({ mail: { subject: mailKind(mail.subject) } }, 'e-mail sent');
  };

  // The durable outbox (lib/platform/outbox.ts): every instance delivers due rows every OUTBOX_POLL_MS, and at once after an
  // answer that queued one (wake). One delivery at a time per instance; rows are claimed, so instances never collide.
  const unmarked: UnmarkedSends = new Map();
  const worker = outboxWorker(app, {
    // Rows are stamped by the database clock (microseconds), `now` by this one (milliseconds): a second of slack so
    // that a row committed this very millisecond is due.
    deliverBatch: () => deliverDue(app.ctx.database.db, sendLogged, new Date(Date.now() + 1000), 20, { unmarked, leaseMs: config.outboxLeaseMs }),
    failure: 'mail outbox delivery failed',
    pollMs: config.outboxPollMs,
  });

  const service: MailService = {
    mode: catcher ? 'local' : 'relay',
    mailbox: catcher?.mailbox ?? null,
    send,
    wake: worker.wake,
    wakeAlso: worker.wakeAlso,
    idle: worker.idle,
  };
  app.decorate('mail', service);

  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
    await catcher?.close();
  });
});

/** What kind of e-mail, for the logs, without the code that some subjects carry. */
const mailKind = (subject: string) => subject.replace(/\d{6}/g, '******');
