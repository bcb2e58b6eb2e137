import { expect } from 'vitest';
import { newPerson } from '#server/testing/test-support.js';
import { SERVICE_UNAVAILABLE } from '#shared/messages.js';
import { apiUrl, codeFromMailbox, postJson } from '../../support/customers.js';

/**
 * The load of the fault suite: signed-in customers topping up through the sandbox gateway of the instance they use
 * (initiate → Pay at the checkout → the outcome page) and reading their dashboard, every answer recorded. A fault
 * test then checks that each answer was a success or a 503 in the envelope with Retry-After — never another 5xx, never
 * a hang past the client's timeout — and that the money is exact.
 */
export interface Answer {
  op: string;
  status: number | 'timeout' | 'network';
  body?: unknown;
  retryAfter?: string | null;
  ms: number;
}

/** A client gives up after this long (the server's own database wait is 5 s: anything near this is a hang). */
export const CLIENT_TIMEOUT_MS = 20_000;

export async function call(
  answers: Answer[],
  op: string,
  url: string,
  init: RequestInit & { token?: string; json?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers } | null> {
  const t0 = performance.now();
  const headers: Record<string, string> = {};
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  else if (init.body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  try {
    const res = await fetch(url, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { text: text.slice(0, 200) };
    }
    answers.push({ op, status: res.status, body, retryAfter: res.headers.get('retry-after'), ms: performance.now() - t0 });
    return { status: res.status, body, headers: res.headers };
  } catch (err) {
    const timeout = (err as Error).name === 'TimeoutError';
    answers.push({ op, status: timeout ? 'timeout' : 'network', body: String(err), ms: performance.now() - t0 });
    return null;
  }
}

/** Every answer a success, a redirect of the checkout, or a 503 in the envelope with Retry-After. */
export function expectOnlySuccessOr503(answers: Answer[]) {
  const bad = answers.filter((a) => {
    if (typeof a.status !== 'number') return true;
    if (a.status === 503) return false;
    return a.status >= 500 || a.status === 0;
  });
  expect(bad, JSON.stringify(bad.slice(0, 5))).toEqual([]);
  for (const a of answers.filter((x) => x.status === 503)) {
    expect(a.body, a.op).toEqual({ code: 503, message: a.op === 'health' ? 'The database is not reachable.' : SERVICE_UNAVAILABLE });
    expect(Number(a.retryAfter), a.op).toBeGreaterThan(0);
  }
}

/** A verified, signed-in customer on the instance at `base`. */
export async function signedInCustomer(base: string, username: string) {
  const email = `${username}@example.com`;
  const reg = await postJson(base, '/auth/register', newPerson({ username, email }));
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const { code } = await codeFromMailbox(base, email, 'verification');
  const verified = await postJson(base, '/auth/verify-otp', { email, otp: code });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { base, email, token: verified.body.data.token as string };
}

export type LoadCustomer = Awaited<ReturnType<typeof signedInCustomer>>;

/** A top-up paid at the gateway. */
export interface PaidTopUp {
  customer: LoadCustomer;
  reference: string;
  amountKobo: number;
}

/**
 * One customer's loop until `running()` is false: top up (amount in naira), pay at the checkout, look at the outcome,
 * read the dashboard. Checkouts that were paid are pushed to `paid`; while `paid` holds `maxPaid()` top-ups (over all
 * customers) the loop only reads the dashboard.
 */
export async function customerLoop(customer: LoadCustomer, answers: Answer[], paid: PaidTopUp[], running: () => boolean, maxPaid = () => Infinity) {
  const { base, token } = customer;
  for (let i = 0; running(); i++) {
    if (paid.length >= maxPaid()) {
      const read = await call(answers, 'getDashboard', apiUrl(base, '/dashboard'), { token });
      if (!read || read.status === 503) await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    const amount = 100 + ((i * 37) % 900);
    const started = await call(answers, 'initiateDeposit', apiUrl(base, '/deposits/initiate'), { token, json: { method_code: 'paystack', amount } });
    if (started?.status === 201 || started?.status === 200) {
      const { redirect_url, reference } = started.body.data as { redirect_url: string; reference: string };
      const pay = await call(answers, 'sandboxPay', `${redirect_url}/pay`, {
        method: 'POST',
        body: '',
      });
      if (pay?.status === 303) {
        paid.push({ customer, reference, amountKobo: amount * 100 });
        await call(answers, 'getPaymentOutcome', apiUrl(base, `/deposits/outcome?reference=${encodeURIComponent(reference)}`), { token });
      }
    }
    await call(answers, 'getDashboard', apiUrl(base, '/dashboard'), { token });
    if (!started || started.status === 503) await new Promise((r) => setTimeout(r, 200));
  }
}

/** Asks `url` until `ok(status)`, or throws after `timeoutMs`. */
export async function until(answers: Answer[], op: string, url: string, ok: (status: number) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await call(answers, op, url);
    if (res && ok(res.status)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  const last = answers.filter((a) => a.op === op).slice(-3);
  throw new Error(`${op} at ${url}: not as expected within ${timeoutMs} ms (last answers: ${JSON.stringify(last)})`);
}
