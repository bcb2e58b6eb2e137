import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import { assertDeployable } from '#server/config.js';
import { startCatcher, type Mailbox } from '#server/mail/catcher.js';
import type { MailContent } from '#server/mail/templates.js';
import { deliverDue } from '#server/lib/outbox.js';

export interface OutgoingMail extends MailContent {
  to: string;
  replyTo?: string;
}

export interface MailService {
  /** `relay`: SMTP_URL; `local`: the server's own catcher (local mode, dev mailbox available). */
  mode: 'relay' | 'local';
  /** The caught e-mails in local mode, null with a relay. */
  mailbox: Mailbox | null;
  /** Sends now; rejects on failure. */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Puts the mail in the outbox, sent once the current answer has gone out (onResponse): answers never wait for
   * (or depend on) mail delivery, nor does their timing depend on whether a mail was sent (no account
   * enumeration by timing); a failure is logged, never thrown.
   */
  sendLater(mail: OutgoingMail, log: FastifyBaseLogger): void;
  /** Resolves when every background send has finished (tests, shutdown). */
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

  const pending = new Set<Promise<void>>();
  const outbox: { mail: OutgoingMail; log: FastifyBaseLogger }[] = [];

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

  const drain = () => {
    for (const { mail, log } of outbox.splice(0)) {
      const job = send(mail)
        .then(
          () => log.info({ mail: { subject: mailKind(mail.subject) } }, 'e-mail sent'),
          (err) => log.error({ err, mail: { subject: mailKind(mail.subject) } }, 'e-mail could not be sent'),
        )
        .finally(() => pending.delete(job));
      pending.add(job);
    }
  };
  // The outbox is drained once each answer has been written (and the callbacks of that moment have run), so no
  // part of composing or sending a mail lands inside an answer's time; a mail queued outside a request goes out
  // within a second.
  app.addHook('onResponse', async () => {
    if (outbox.length) setImmediate(drain);
  });

  const service: MailService = {
    mode: catcher ? 'local' : 'relay',
    mailbox: catcher?.mailbox ?? null,
    send,
    sendLater(mail, log) {
      outbox.push({ mail, log });
      setTimeout(drain, 1000).unref();
    },
    async idle() {
      drain();
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
  app.decorate('mail', service);

  // The durable outbox (lib/outbox.ts): mails decided in a transaction (operator commands among them) are delivered
  // by whichever instance claims them first.
  let outboxTimer: NodeJS.Timeout | undefined;
  let delivering: Promise<unknown> | undefined;
  if (config.outboxPollMs > 0) {
    outboxTimer = setInterval(() => {
      if (delivering) return;
      delivering = deliverDue(app.ctx.database.db, send, new Date())
        .catch((err: unknown) => app.log.error({ err }, 'mail outbox delivery failed'))
        .finally(() => (delivering = undefined));
    }, config.outboxPollMs);
    outboxTimer.unref();
  }

  app.addHook('onClose', async () => {
    clearInterval(outboxTimer);
    await delivering;
    await service.idle();
    transport.close();
    await catcher?.close();
  });
});

/** What kind of e-mail, for the logs, without the code that some subjects carry. */
const mailKind = (subject: string) => subject.replace(/\d{6}/g, '******');
