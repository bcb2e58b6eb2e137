import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** One e-mail caught in local mode, as the dev mailbox (operation listDevMailbox) shows it. */
export interface CaughtMail {
  id: number;
  /** Envelope recipients, comma-separated. */
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  received_at: string;
}

export const MAILBOX_SIZE = 200;

/** The last 200 caught e-mails, in memory (lost on restart: this is a local-mode convenience, not a store). */
export class Mailbox {
  private messages: CaughtMail[] = [];
  private seq = 0;

  add(mail: Omit<CaughtMail, 'id'>): CaughtMail {
    const entry = { id: ++this.seq, ...mail };
    this.messages.push(entry);
    if (this.messages.length > MAILBOX_SIZE) this.messages.splice(0, this.messages.length - MAILBOX_SIZE);
    return entry;
  }

  /** Newest first; `to` keeps the messages sent to that address (case-insensitive). */
  list(to?: string): CaughtMail[] {
    const wanted = to?.trim().toLowerCase();
    const all = [...this.messages].reverse();
    if (!wanted) return all;
    return all.filter((m) => m.to.toLowerCase().split(/,\s*/).includes(wanted));
  }
}

export interface Catcher {
  port: number;
  mailbox: Mailbox;
  close(): Promise<void>;
}

const formatAddress = (a: { name?: string; address?: string } | undefined) =>
  !a ? '' : a.name && a.address ? `${a.name} <${a.address}>` : (a.address ?? a.name ?? '');

/**
 * A real SMTP server on 127.0.0.1 (random free port, no auth, no TLS) that keeps what it receives: in local mode
 * the server mails itself over genuine SMTP, so the path that a relay takes in production is exercised too.
 */
export async function startCatcher(onError: (err: unknown) => void): Promise<Catcher> {
  const mailbox = new Mailbox();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    banner: 'e-laundry local mail catcher',
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            mailbox.add({
              to: session.envelope.rcptTo.map((r) => r.address).join(', '),
              from: formatAddress(email.from as { name?: string; address?: string } | undefined),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? null,
              received_at: new Date().toISOString(),
            });
            callback();
          })
          .catch((err: unknown) => {
            onError(err);
            callback(err as Error);
          });
      });
    },
  });
  server.on('error', onError);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mailbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
