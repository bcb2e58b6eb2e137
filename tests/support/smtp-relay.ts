/**
 * The SMTP relay of the production shape on one machine (tests/support/cluster.ts): it accepts every mail on a loopback
 * port, keeps each one parsed, and finds the codes and the duplicates the scale and fault suites look for.
 */
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  subject: string;
  text: string;
  messageId: string;
  receivedAt: number;
}

/**
 * A real SMTP server standing in for the production relay (no auth, no TLS, loopback): it keeps EVERY mail (no cap, so
 * "sent exactly once" can be counted) and can be stopped and started again on the same port (the fault suite's relay
 * outage).
 */
export class SmtpRelay {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      size: 40 * 1024 * 1024,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => void PostalMime.parse(Buffer.concat(chunks))
          .then((mail) => {
            this.mails.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              messageId: mail.messageId ?? '',
              receivedAt: Date.now(),
            });
            callback();
          })
          .catch((err: Error) => callback(err)));
      },
    });
    server.on('error', () => {});
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops accepting mail (connections refused) until start() again. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get running() {
    return !!this.server;
  }

  /** Mails to this address (case-insensitive), oldest first. */
  to(address: string): ReceivedMail[] {
    const a = address.toLowerCase();
    return this.mails.filter((m) => m.to.includes(a));
  }

  /** The newest 6-digit code of this kind sent to `address`, waiting up to `timeoutMs` for it. */
  async code(address: string, kind: 'verification' | 'password reset', timeoutMs = 30_000, after = 0): Promise<string> {
    const pattern = new RegExp(`${kind} code is (\\d{6})`);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = this.to(address)
        .filter((m) => m.receivedAt >= after)
        .reverse()
        .find((m) => pattern.test(m.subject));
      if (hit) return pattern.exec(hit.subject)![1]!;
      if (Date.now() > deadline) throw new Error(`no ${kind} code for ${address} reached the SMTP relay`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  /**
   * Mails received more than once: the same recipients, subject and body (a mail for one event sent twice). Two
   * distinct events never produce identical mails here: codes, references and amounts differ.
   */
  duplicates(): { key: string; count: number }[] {
    const counts = new Map<string, number>();
    for (const m of this.mails) {
      const key = `${m.to.join(',')}\n${m.subject}\n${m.text}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].filter(([, n]) => n > 1).map(([key, count]) => ({ key: key.slice(0, 200), count }));
  }
}
