import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.js';
import { Mailbox, MAILBOX_SIZE } from '#server/mail/catcher.js';
import { databaseKinds, mailsTo, testApp } from '#server/testing/test-support.js';

const kinds = await databaseKinds();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const registration = (n: string) => ({
  firstname: 'Emeka',
  lastname: 'Eze',
  username: `emeka_${n}`,
  email: `emeka.${n}@example.com`,
  country_code: 'Nigeria',
  country: 'NG',
  mobile: '8059876543',
  mobile_code: '234',
  password: 'Laundry#2026',
  password_confirmation: 'Laundry#2026',
});

/** A second SMTP server standing in for the production relay: it requires AUTH and keeps what it receives. */
async function fakeRelay() {
  const received: { auth: string; to: string[]; raw: Buffer }[] = [];
  const relay = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'relay-user' && auth.password === 'relay-pass') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ auth: String(session.user), to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', () => resolve()));
  const { port } = relay.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => relay.close(() => resolve())) };
}

describe('the mailbox (in memory)', () => {
  it('keeps the last 200, newest first, and filters by recipient case-insensitively', () => {
    const box = new Mailbox();
    for (let i = 1; i <= MAILBOX_SIZE + 5; i++) {
      box.add({ to: i % 2 ? 'odd@example.com' : 'Even@Example.com, cc@example.com', from: 'x', subject: `#${i}`, text: '', html: null, received_at: '' });
    }
    const all = box.list();
    expect(all).toHaveLength(MAILBOX_SIZE);
    expect(all[0]!.subject).toBe(`#${MAILBOX_SIZE + 5}`);
    expect(all.at(-1)!.subject).toBe('#6');
    expect(box.list('EVEN@example.com').every((m) => Number(m.subject.slice(1)) % 2 === 0)).toBe(true);
    expect(box.list('cc@example.com')).toHaveLength(MAILBOX_SIZE / 2);
  });
});

describe.each(kinds)('mail on %s', (kind) => {
  describe('local mode (no SMTP_URL): the server catches its own mail over SMTP', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await testApp(kind);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('lists caught e-mails newest first at /api/v1/dev/mailbox, filtered by `to`', async () => {
      expect(app.mail.mode).toBe('local');
      for (const n of ['a', 'b']) {
        expect((await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration(n) })).statusCode).toBe(201);
      }
      await app.mail.idle();
      const res = await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' });
      expect(res.statusCode).toBe(200);
      const { data, message } = res.json();
      expect(message).toBe('2 e-mails in the local mailbox.');
      expect(data.map((m: { to: string }) => m.to)).toEqual(['emeka.b@example.com', 'emeka.a@example.com']);
      expect(data[0]).toMatchObject({
        id: expect.any(Number),
        from: 'e-laundry <no-reply@e-laundry.ng>',
        subject: expect.stringMatching(/verification code is \d{6}$/),
        text: expect.stringContaining('Hello Emeka'),
        html: expect.stringContaining('<strong>e-laundry</strong>'),
        received_at: expect.any(String),
      });
      const filtered = await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?to=EMEKA.A@example.com' });
      expect(filtered.json().data.map((m: { to: string }) => m.to)).toEqual(['emeka.a@example.com']);
      const bad = await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?to=not-an-email' });
      expect(bad.statusCode).toBe(422);
    });

    it('answers only clients on this machine (the codes must not leak over the network)', async () => {
      for (const url of ['/api/v1/dev/mailbox', '/dev/mailbox']) {
        const res = await app.inject({ method: 'GET', url, remoteAddress: '192.0.2.10' });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({ code: 403, message: 'The dev mailbox answers only on this machine (loopback).' });
        const spoofed = await app.inject({ method: 'GET', url, remoteAddress: '192.0.2.10', headers: { 'x-forwarded-for': '127.0.0.1' } });
        expect(spoofed.statusCode, url).toBe(403);
        const local = await app.inject({ method: 'GET', url, remoteAddress: '::ffff:127.0.0.1' });
        expect(local.statusCode, url).toBe(200);
      }
    });

    it('shows them to humans at /dev/mailbox: plain HTML, escaped, valid under the strict CSP', async () => {
      const contact = {
        username: 'Tunde <script>alert(1)</script>',
        email: 'tunde.adeyemi@example.com',
        phone: '+2348021234567',
        subject: 'Hub at <b>Akoka</b>?',
        message: 'Is there a hub at the University of Lagos?',
      };
      expect((await app.inject({ method: 'POST', url: '/api/v1/public/contact', payload: contact })).statusCode).toBe(201);
      await app.mail.idle();
      const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(page.body).not.toMatch(/<script|<style|\sstyle=/i);
      expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(page.body).toContain('Contact form: Hub at &lt;b&gt;Akoka&lt;/b&gt;?');
      expect(page.body).toContain('<link rel="stylesheet" href="/dev/mailbox.css">');

      const css = await app.inject({ method: 'GET', url: '/dev/mailbox.css' });
      expect(css.statusCode).toBe(200);
      expect(css.headers['content-type']).toMatch(/^text\/css/);

      const filtered = await app.inject({ method: 'GET', url: '/dev/mailbox?to=support@e-laundry.ng' });
      expect(filtered.body).toContain('1 e-mail.');
    });
  });

  describe('with SMTP_URL: real SMTP delivery to the relay, no dev mailbox', () => {
    let app: FastifyInstance;
    let relay: Awaited<ReturnType<typeof fakeRelay>>;
    beforeAll(async () => {
      relay = await fakeRelay();
      app = await testApp(kind, {
        SMTP_URL: `smtp://relay-user:relay-pass@127.0.0.1:${relay.port}`,
        MAIL_FROM: 'e-laundry <accounts@e-laundry.ng>',
        CONTACT_EMAIL: 'hello@e-laundry.ng',
      });
    });
    afterAll(async () => {
      await app?.close();
      await relay?.close();
    });

    it('delivers the verification code through the relay, authenticated', async () => {
      expect(app.mail.mode).toBe('relay');
      const res = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration('relay') });
      expect(res.statusCode).toBe(201);
      await app.mail.idle();
      expect(relay.received).toHaveLength(1);
      const [msg] = relay.received;
      expect(msg!.auth).toBe('relay-user');
      expect(msg!.to).toEqual(['emeka.relay@example.com']);
      const parsed = await PostalMime.parse(msg!.raw);
      expect(parsed.from?.address).toBe('accounts@e-laundry.ng');
      expect(parsed.subject).toMatch(/verification code is \d{6}$/);
      expect(parsed.text).toMatch(/\b\d{6}\b/);
      expect(parsed.html).toContain('<html');
    });

    it('sends the public forms to CONTACT_EMAIL with Reply-To the visitor', async () => {
      const before = relay.received.length;
      const payload = { name: 'Aisha Bello', email: 'aisha.bello@example.com', phone: '+2348091234567', message: 'Could we host a hub?' };
      expect((await app.inject({ method: 'POST', url: '/api/v1/public/enquiry', payload })).statusCode).toBe(201);
      await app.mail.idle();
      const msg = relay.received[before];
      expect(msg!.to).toEqual(['hello@e-laundry.ng']);
      const parsed = await PostalMime.parse(msg!.raw);
      expect(parsed.replyTo?.[0]).toMatchObject({ address: 'aisha.bello@example.com' });
      expect(parsed.text).toContain('Could we host a hub?');
    });

    it('has no dev mailbox: the API and the page answer 404 in the envelope', async () => {
      for (const url of ['/api/v1/dev/mailbox', '/dev/mailbox', '/dev/mailbox.css']) {
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ code: 404, message: 'The dev mailbox exists only in local mode (without SMTP_URL).' });
      }
    });
  });
});

describe('mail failures', () => {
  it('a relay that cannot be reached never fails the request (the failure is logged)', async () => {
    const lines: string[] = [];
    const app = await testApp('pglite', { SMTP_URL: 'smtp://user:pass@127.0.0.1:9' }, { logStream: { write: (l: string) => void lines.push(l) } });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration('down') });
      expect(res.statusCode).toBe(201);
      await app.mail.idle();
      expect(lines.some((l) => l.includes('e-mail could not be sent'))).toBe(true);
      expect(lines.join('\n')).not.toMatch(/verification code is \d{6}/);
      expect(await mailsTo(app, 'emeka.down@example.com')).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('production never runs the mail catcher', () => {
  it('loadConfig refuses NODE_ENV=production without SMTP_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/NODE_ENV=production needs SMTP_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@relay.example.com:465' })).not.toThrow();
    expect(() => loadConfig({ SMTP_URL: 'relay.example.com' })).toThrow(/SMTP_URL must look like/);
  });

  it('the server exits with a clear message instead of starting', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', SMTP_URL: '', PORT: '0', DATABASE_URL: '', DATA_DIR: '/nonexistent/never-created' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('e-laundry cannot start: NODE_ENV=production needs SMTP_URL');
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
  });
});
