import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFrom, startCluster, type Cluster } from '../support/cluster';

/**
 * Issue 13's scale suite: two built instances in production mode behind Debian's nginx running
 * deploy/nginx/e-laundry.conf, on one PostgreSQL, Redis, S3-compatible storage (s3rver), a real SMTP relay and the
 * standalone sandbox gateway. Every customer request goes through nginx unless a test must choose the instance (then it
 * calls that instance's own port, as nginx would have). Afterwards: `ops ledger:check` passes and every e-mail went out
 * exactly once.
 */
const AUTH_LIMIT = 40;
/** Cost budgets (ADR 038) of this cluster: statements per account / per address, sign-ups per address. */
const STATEMENTS = 6;
const SIGN_UPS = 15;
const PASSWORD = 'Scale#2026pass';
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: { code: number; message: string; data: T; reason?: string; error?: Record<string, string[]> };
  instance: string | null;
}

describe('two instances behind nginx (deploy/nginx/e-laundry.conf)', () => {
  let cluster: Cluster;
  const stamp = randomBytes(3).toString('hex');
  let people = 0;

  beforeAll(async () => {
    cluster = await startCluster({ instances: 2, env: { AUTH_RATE_LIMIT: String(AUTH_LIMIT), DEPOSIT_MIN_AMOUNT: '100', BUDGET_STATEMENT: `${STATEMENTS}/1000`, BUDGET_SIGNUP: String(SIGN_UPS) } });
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  /** One API call to `base` (nginx by default, or an instance's own URL). */
  async function api<T = Record<string, unknown>>(
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; base?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const res = await fetch(`${opts.base ?? cluster.url}/api/v1${path}`, {
      method,
      headers: {
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {}, instance: cluster.instanceOf(res) };
  }

  /** Registers through nginx, verifies with the code the SMTP relay received, signs in: a customer's token. */
  async function customer() {
    const n = `${stamp}${++people}`;
    const email = `scale.${n}@example.com`;
    const reg = await api('POST', '/auth/register', {
      body: {
        firstname: 'Ngozi',
        lastname: 'Adeyemi',
        username: `scale_${n}`,
        email,
        country_code: 'Nigeria',
        country: 'NG',
        mobile: `803${String(1_000_000 + people).slice(-7)}`,
        mobile_code: '234',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    const otp = await cluster.smtp.code(email, 'verification');
    const verified = await api('POST', '/auth/verify-otp', { body: { email, otp } });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const login = await api<{ token: string }>('POST', '/auth/login', { body: { username_or_email: email, password: PASSWORD } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    return { email, token: login.body.data.token };
  }

  const other = (name: string | null) => cluster.instances.find((i) => i.name !== name)!;

  /** The sandbox's delivery of this reference, once it has ended. */
  async function delivered(reference: string) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [d] = await cluster.deliveries(reference);
      if (d && d.state !== 'pending') return d;
      if (Date.now() > deadline) throw new Error(`the webhook of ${reference} was not delivered`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function topUp(token: string, gateway: 'paystack' | 'flutterwave', amount: number) {
    const started = await api<{ redirect_url: string; reference: string }>('POST', '/deposits/initiate', { token, body: { method_code: gateway, amount } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { redirect_url, reference } = started.body.data;
    expect(redirect_url.startsWith(`${cluster.sandbox.url}/sandbox/${gateway}/checkout/`)).toBe(true);
    return { redirect_url, reference };
  }

  const outcome = (token: string, reference: string, base?: string) =>
    api<{ status: string; amount: string; balance: string }>('GET', `/deposits/outcome?reference=${encodeURIComponent(reference)}`, { token, base });

  const receipts = (email: string) => cluster.smtp.to(email).filter((m) => m.subject.includes('top-up receipt'));
  async function receiptCount(email: string, expected: number) {
    const deadline = Date.now() + 30_000;
    while (receipts(email).length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 150));
    return receipts(email).length;
  }

  it('the money journey: sign-up by mailed code, top-ups with the webhook on one instance and the return on the other, credited once', async () => {
    const { email, token } = await customer();

    // 1. Paystack: pay, the webhook lands (through nginx) on some instance; the customer's return lands on the OTHER.
    const first = await topUp(token, 'paystack', 5000);
    const page = await fetch(first.redirect_url);
    expect(await page.text()).toMatch(/NGN 5075\.00[\s\S]*>Pay</);
    const paid = await cluster.checkout(first.redirect_url, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${cluster.url}/payment-success?reference=${first.reference}&trxref=${first.reference}`);
    const hook = await delivered(first.reference);
    expect(hook.state).toBe('delivered');
    expect(hook.instance).toMatch(/^i[12]$/);
    const back = other(hook.instance);
    const returnPage = await fetch(paid.location.replace(cluster.url, back.url));
    expect(returnPage.status).toBe(200);
    expect(cluster.instanceOf(returnPage)).toBe(back.name);
    const seen = await outcome(token, first.reference, back.url);
    expect(seen.instance).toBe(back.name);
    expect(seen.body.data).toMatchObject({ status: 'Success', amount: '5000.00', balance: '5000.00' });

    // 2. Flutterwave, the other order: the return reaches instance i1 at once (it asks the gateway and settles) while the
    //    webhook is delivered through nginx — whichever comes first credits, the other finds it done.
    const second = await topUp(token, 'flutterwave', 2500);
    const paid2 = await cluster.checkout(second.redirect_url, 'pay');
    expect(paid2.location).toContain(`tx_ref=${second.reference}`);
    const returned = await outcome(token, second.reference, cluster.instances[0]!.url);
    expect(returned.instance).toBe('i1');
    expect(returned.body.data.status).toBe('Success');
    expect((await delivered(second.reference)).state).toBe('delivered');

    // 3. A declined payment credits nothing, wherever its webhook lands.
    const third = await topUp(token, 'paystack', 1000);
    await cluster.checkout(third.redirect_url, 'decline');
    await delivered(third.reference);
    expect((await outcome(token, third.reference)).body.data.status).toBe('Failed');

    // The balance is exact on both instances; two credits, one receipt each.
    for (const inst of cluster.instances) {
      const dashboard = await api<{ available_balance: string; depositSum: string }>('GET', '/dashboard', { token, base: inst.url });
      expect(dashboard.status).toBe(200);
      expect(dashboard.body.data).toMatchObject({ available_balance: '7500.00', depositSum: '7500.00' });
    }
    const lines = await api<unknown[]>('GET', '/transactions', { token });
    expect(lines.status).toBe(200);
    expect(lines.body.data).toHaveLength(2);
    expect(await receiptCount(email, 2)).toBe(2);
  });

  it('concurrent hub charges spread over both instances never overdraw; balances exact; a retried cycle answers the same', async () => {
    const key = (await cluster.ops(['hub:key:issue', 'UNIPORT Choba Hub'])).stdout.trim();
    expect(key).toMatch(/^hub_[A-Za-z0-9_-]{43}$/);
    const add = await cluster.ops(['card:add', 'SCL0000000001', 'SCL0000000002', 'SCL0000000003']);
    expect(add.code, add.stderr).toBe(0);

    // Three customers with NGN 2,000 each (four NGN 500 washes), their cards linked.
    const holders = [];
    for (let i = 1; i <= 3; i++) {
      const c = await customer();
      const { redirect_url, reference } = await topUp(c.token, 'paystack', 2000);
      await cluster.checkout(redirect_url, 'pay');
      await delivered(reference);
      expect((await outcome(c.token, reference)).body.data.status).toBe('Success');
      const card = `SCL${String(i).padStart(10, '0')}`;
      const linked = await api('POST', '/cards/link', { token: c.token, body: { card_number: card } });
      expect(linked.status, JSON.stringify(linked.body)).toBe(200);
      holders.push({ ...c, card });
    }

    // Ten cycles per card at once (thirty requests): through nginx and straight at each instance, in one burst.
    const bases = [cluster.url, cluster.instances[0]!.url, cluster.instances[1]!.url];
    const charge = (card: string, cycle: string, base: string) =>
      api<{ balance: string; amount: string }>('POST', '/hub/charges', { base, headers: { authorization: `Bearer ${key}` }, body: { card_number: card, machine: 'W3', cycle_id: cycle } });
    const burst = holders.flatMap((h) => Array.from({ length: 10 }, (_, k) => ({ h, cycle: `scale-${h.card}-${k}`, base: bases[k % 3]! })));
    const answers = await Promise.all(burst.map((b) => charge(b.h.card, b.cycle, b.base)));
    expect(new Set(answers.map((a) => a.instance))).toEqual(new Set(['i1', 'i2']));
    for (const h of holders) {
      const mine = answers.filter((_, i) => burst[i]!.h === h);
      expect(mine.filter((a) => a.status === 201)).toHaveLength(4);
      const refused = mine.filter((a) => a.status !== 201);
      expect(refused).toHaveLength(6);
      for (const r of refused) expect(r).toMatchObject({ status: 402, body: { reason: 'insufficient_balance' } });
      const balances = mine.filter((a) => a.status === 201).map((a) => a.body.data.balance).sort();
      expect(balances).toEqual(['0.00', '1500.00', '500.00', '1000.00'].sort());
      for (const inst of cluster.instances) {
        expect((await api<{ available_balance: string }>('GET', '/dashboard', { token: h.token, base: inst.url })).body.data.available_balance).toBe('0.00');
      }
    }

    // Retries of every cycle on the other instance answer exactly the first answer (status and body).
    const retries = await Promise.all(burst.map((b, i) => charge(b.h.card, b.cycle, other(answers[i]!.instance).url)));
    retries.forEach((r, i) => {
      expect(r.status).toBe(answers[i]!.status);
      expect(r.body).toEqual(answers[i]!.body);
    });
  });

  it('a ticket with attachments written through one instance is read and downloaded through the other (S3)', async () => {
    const { token } = await customer();
    const form = new FormData();
    form.append('subject', 'Dryer D2 took my money');
    form.append('priority', 'High');
    form.append('message', 'Charged twice at the Choba hub.');
    form.append('attachments', new Blob([PNG_1PX], { type: 'image/png' }), 'receipt.png');
    form.append('attachments', new Blob([PDF], { type: 'application/pdf' }), 'statement.pdf');
    const writer = cluster.instances[0]!;
    const reader = cluster.instances[1]!;
    const created = await fetch(`${writer.url}/api/v1/tickets`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const createdBody = (await created.json()) as { data: { ticket: string } };
    expect(created.status, JSON.stringify(createdBody)).toBe(201);
    expect(cluster.instanceOf(created)).toBe(writer.name);

    const view = await api<{ messages: { attachments: { file: string; name?: string }[] }[] }>('GET', `/tickets/${createdBody.data.ticket}`, { token, base: reader.url });
    expect(view.status).toBe(200);
    expect(view.instance).toBe(reader.name);
    const files = view.body.data.messages[0]!.attachments;
    expect(files).toHaveLength(2);
    const downloads = await Promise.all(files.map((f) => fetch(`${reader.url}${f.file}`, { headers: { authorization: `Bearer ${token}` } })));
    const bytes = await Promise.all(downloads.map(async (d) => Buffer.from(await d.arrayBuffer())));
    expect(downloads.map((d) => d.status)).toEqual([200, 200]);
    expect(bytes.some((b) => b.equals(PNG_1PX))).toBe(true);
    expect(bytes.some((b) => b.equals(PDF))).toBe(true);
    // Another customer cannot read it on either instance.
    const stranger = await customer();
    for (const inst of cluster.instances) {
      expect((await fetch(`${inst.url}${files[0]!.file}`, { headers: { authorization: `Bearer ${stranger.token}` } })).status).toBe(404);
    }
  });

  it('closing an account through nginx deletes its avatar and ticket attachment from S3 (uploaded through the other instance)', async () => {
    const objects = async () => {
      const dir = path.join(cluster.s3.dir, cluster.s3.bucket);
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
    };
    const { email, token } = await customer();
    const before = await objects();
    const writer = cluster.instances[0]!;
    const form = new FormData();
    form.append('subject', 'Washer W1 ate my coins');
    form.append('priority', 'Medium');
    form.append('message', 'Receipt attached.');
    form.append('attachments', new Blob([PNG_1PX], { type: 'image/png' }), 'receipt.png');
    const created = await fetch(`${writer.url}/api/v1/tickets`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(created.status, await created.clone().text()).toBe(201);
    const avatarForm = new FormData();
    avatarForm.append('avatar', new Blob([PNG_1PX], { type: 'image/png' }), 'me.png');
    const avatar = await fetch(`${writer.url}/api/v1/profile/avatar`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: avatarForm });
    const avatarBody = (await avatar.json()) as { data: { image: string } };
    expect(avatar.status, JSON.stringify(avatarBody)).toBe(200);
    const added = (await objects()).filter((f) => !before.includes(f));
    expect(added.length, `new objects in the bucket: ${added.join(', ')}`).toBeGreaterThanOrEqual(2);
    const avatarUrl = new URL(avatarBody.data.image, cluster.url).toString();
    expect((await fetch(avatarUrl)).status).toBe(200);

    // Closed through nginx (whichever instance answers), the objects are gone from the bucket and the avatar from both.
    const closed = await api('POST', '/profile/closure', { token, body: { password: PASSWORD, confirmation: 'CLOSE' } });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const left = (await objects()).filter((f) => added.includes(f));
    expect(left, 'objects of the closed account still in S3').toEqual([]);
    for (const inst of cluster.instances) expect((await fetch(new URL(new URL(avatarUrl).pathname, inst.url))).status).toBe(404);
    const again = await api('POST', '/auth/login', { body: { username_or_email: email, password: PASSWORD } });
    expect(again.status).toBe(401);
  });

  it('rate limits hold across both instances: one client spread over both meets the 429 at the same count as on one', async () => {
    // Through nginx from its own loopback address (nginx forwards the peer address), login attempts alternate instances.
    const attempt = (from: string, base: string, headers: Record<string, string> = {}) =>
      requestFrom(from, `${base}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ username_or_email: `nobody.${randomBytes(4).toString('hex')}@example.com`, password: 'Wrong#2026pass' }),
      });
    const spread: { status: number; instance: string | null }[] = [];
    for (let i = 0; i <= AUTH_LIMIT; i++) {
      const res = await attempt('127.0.0.23', cluster.url);
      spread.push({ status: res.status, instance: cluster.instanceOf(res) });
    }
    const before = spread.slice(0, AUTH_LIMIT);
    expect(before.filter((a) => a.status === 429)).toEqual([]);
    expect(new Set(before.map((a) => a.instance))).toEqual(new Set(['i1', 'i2']));
    expect(spread[AUTH_LIMIT]!.status).toBe(429);

    // The same budget on ONE instance (its own port, the client named by X-Forwarded-For as nginx would).
    const one: number[] = [];
    for (let i = 0; i <= AUTH_LIMIT; i++) one.push((await attempt('127.0.0.1', cluster.instances[0]!.url, { 'x-forwarded-for': '198.51.100.23' })).status);
    expect(one.slice(0, AUTH_LIMIT).filter((s) => s === 429)).toEqual([]);
    expect(one[AUTH_LIMIT]).toBe(429);
    // …and it is the client's budget on every instance: the other instance refuses that client too.
    expect((await attempt('127.0.0.1', cluster.instances[1]!.url, { 'x-forwarded-for': '198.51.100.23' })).status).toBe(429);
    // A different client is not affected.
    expect((await attempt('127.0.0.24', cluster.url)).status).not.toBe(429);
  });

  it('cost budgets hold across both instances: one account, and one address whatever X-Forwarded-For it sends', async () => {
    // Statements (a render each) by one account through nginx: both instances answer, the budget is one.
    const { token } = await customer();
    const today = new Date().toISOString().slice(0, 10);
    const statement = (base: string = cluster.url) =>
      fetch(`${base}/api/v1/transactions/statement?from=${today}&to=${today}&format=pdf`, { headers: { authorization: `Bearer ${token}` } });
    const spent = [];
    for (let i = 0; i < STATEMENTS; i++) spent.push(await statement());
    expect(spent.map((r) => r.status)).toEqual(Array(STATEMENTS).fill(200));
    expect(new Set(spent.map((r) => cluster.instanceOf(r)))).toEqual(new Set(['i1', 'i2']));
    for (const inst of cluster.instances) {
      const refused = await statement(inst.url);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(await refused.json()).toMatchObject({ code: 429, message: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes\.$/) });
    }

    // Sign-ups from one address through nginx, each naming another client in X-Forwarded-For (nginx replaces it).
    const signUp = (i: number) => {
      const n = `${stamp}x${i}`;
      return requestFrom('127.0.0.31', `${cluster.url}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({
          firstname: 'Ife', lastname: 'Ojo', username: `budget_${n}`, email: `budget.${n}@example.com`, country_code: 'Nigeria', country: 'NG',
          mobile: '8031234567', mobile_code: '234', password: PASSWORD, password_confirmation: PASSWORD,
        }),
      });
    };
    const signUps = [];
    for (let i = 0; i <= SIGN_UPS; i++) signUps.push(await signUp(i));
    people += signUps.filter((r) => r.status === 201).length; // each was sent its verification code
    expect(signUps.slice(0, SIGN_UPS).map((r) => r.status)).toEqual(Array(SIGN_UPS).fill(201));
    expect(new Set(signUps.map((r) => cluster.instanceOf(r)))).toEqual(new Set(['i1', 'i2']));
    expect(signUps[SIGN_UPS]!.status).toBe(429);
    expect(Number(signUps[SIGN_UPS]!.headers['retry-after'])).toBeGreaterThan(3500);
    // Another address still signs up.
    const other = await requestFrom('127.0.0.32', `${cluster.url}/api/v1/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(other.status).toBe(422);
  });

  it('afterwards: ops ledger:check passes and every e-mail went out exactly once', async () => {
    const check = await cluster.ops(['ledger:check']);
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toContain('ledger:check: OK (postgresql)');

    // The durable outbox drained, each of its rows received once by the relay.
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    try {
      let pending = 1;
      const deadline = Date.now() + 30_000;
      while (pending && Date.now() < deadline) {
        pending = Number((await db.query('select count(*) as n from mail_outbox where sent_at is null')).rows[0].n);
        if (pending) await new Promise((r) => setTimeout(r, 250));
      }
      expect(pending).toBe(0);
      const rows = (await db.query('select to_address as "to", subject, text_body as text from mail_outbox')).rows as { to: string; subject: string; text: string }[];
      for (const row of rows) {
        const got = cluster.smtp.mails.filter((m) => m.to.includes(row.to.toLowerCase()) && m.subject === row.subject && m.text.trim() === row.text.trim());
        expect(got, `${row.to}: ${row.subject}`).toHaveLength(1);
      }
    } finally {
      await db.end();
    }
    // Request-path mails settle within a second or two; then no mail was received twice.
    let count = -1;
    while (count !== cluster.smtp.mails.length) {
      count = cluster.smtp.mails.length;
      await new Promise((r) => setTimeout(r, 2000));
    }
    expect(cluster.smtp.mails.length).toBeGreaterThan(10);
    expect(cluster.smtp.duplicates()).toEqual([]);
    // One verification code per customer (none sent again by another instance).
    const codes = cluster.smtp.mails.filter((m) => m.subject.includes('verification code'));
    expect(new Set(codes.map((m) => m.to[0])).size).toBe(codes.length);
    expect(codes.length).toBe(people);
  });
});
