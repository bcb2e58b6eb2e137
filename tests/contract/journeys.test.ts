/**
 * The contract gate: customer journeys through `prism proxy --errors` in front of the real built server (fresh
 * embedded database). Accounts are created through the API, e-mail codes read from the dev mailbox (itself an
 * operation of the contract, called through the proxy), authenticator codes computed from the set-up secret.
 * Every answer goes through Gate.call (./gate.ts), which fails on a Prism violation, any 5xx, an undeclared status
 * or a request Prism had to refuse. The last test prints the coverage table and fails when a built operation
 * (src/server/handlers/registry.ts) has no validated success answer.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '#server/config';
import { builtHandlers } from '#server/handlers/registry';
import { paystackSignature } from '#server/lib/payments/gateways';
import { startGatedServer } from '../support/processes';
import { accountsVia, expectStatus, PASSWORD, randomToken } from './accounts';
import { otherCode, totp } from './staff';
import { operatorJourney } from './operator-journey';
import { exampleRequest, Gate, operation, operations, PNG_1PX } from './gate';
import { costBudgets, perClientLimits } from './limits-journeys';

const gate = new Gate(inject('proxyUrl'), new Set(builtHandlers.map((h) => h.operationId)));
const accounts = accountsVia(gate);
const { person, codeFor, verifiedAccount, stamp } = accounts;

describe('contract gate: journeys through prism proxy --errors', () => {
  // A second server, configured with a mail relay, starts while the journeys run (see the mailbox's 404 below).
  let relay: ReturnType<typeof startGatedServer>;
  beforeAll(() => {
    relay = startGatedServer({ SMTP_URL: 'smtp://127.0.0.1:9' });
    relay.catch(() => {}); // reported by the test that awaits it
  });
  afterAll(async () => {
    await (await relay.catch(() => undefined))?.stop();
  });
  afterAll(() => {
    console.log(
      `\nContract gate coverage (${gate.validated.length} answers validated through the proxy):\n${gate.table()}\n` +
        'Not reached: a 422 that only the request schema can cause (Prism answers an invalid request itself and never ' +
        'forwards it), 503 while the database is down (tests/contract/outage.test.ts), and what only an operation not built yet ' +
        'would answer.\n',
    );
  });

  it('sign-up: register (201; 422 username taken; 201 for a taken e-mail), e-mail code (422 wrong; 200), resend (429 locked; 200)', async () => {
    const referrer = await verifiedAccount();
    const body = person({ referral_code: referrer.user.referral_code });
    expectStatus(await gate.call('registerUser', { body }), 201);
    const taken = await gate.call('registerUser', { body: { ...person(), username: body.username, email: body.email } });
    expectStatus(taken, 422);
    // Only the username is named: sign-up does not tell which e-mail addresses have accounts (issue 23 item 8).
    expect(Object.keys(taken.body.error)).toEqual(['username']);

    // A code was mailed at registration: a resend within 60 s is locked.
    const locked = await gate.call('sendOtp', { body: { email: body.email } });
    expectStatus(locked, 429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expectStatus(await gate.call('sendOtp', { body: { email: `nobody.${stamp}@example.com` } }), 200);

    const { code } = await codeFor(body.email, 'verification');
    expectStatus(await gate.call('verifyOtp', { body: { email: body.email, otp: otherCode(code) } }), 422);
    const verified = await gate.call('verifyOtp', { body: { email: body.email, otp: code } });
    expectStatus(verified, 200);
    expect(verified.body.data.user.email_verified).toBe(true);

    // The address now has a verified account: a sign-up with it answers like a new one (its owner is e-mailed instead).
    expectStatus(await gate.call('registerUser', { body: { ...person(), email: body.email } }), 201);
  });

  it('sign-in and sessions: login (200; 401; 403 not verified), getMe (200; 401), logout (200; then 401)', async () => {
    const { body } = await verifiedAccount();
    const session = await gate.call('login', { body: { username_or_email: body.username, password: PASSWORD, remember: true } });
    expectStatus(session, 200);
    const token = session.body.data.token as string;
    expectStatus(await gate.call('login', { body: { username_or_email: body.email, password: 'Wrong#Pass1' } }), 401);

    const unverified = person();
    expectStatus(await gate.call('registerUser', { body: unverified }), 201);
    const notVerified = await gate.call('login', { body: { username_or_email: unverified.username, password: PASSWORD } });
    expectStatus(notVerified, 403);
    expect(notVerified.body.email).toBe(unverified.email);

    const me = await gate.call('getMe', { token });
    expectStatus(me, 200);
    expect(me.body.data.username).toBe(body.username);
    expectStatus(await gate.call('getMe', { token: randomToken() }), 401);

    expectStatus(await gate.call('logout', { token }), 200);
    expectStatus(await gate.call('logout', { token }), 401);
    expectStatus(await gate.call('getMe', { token }), 401);
  });

  it('password change: 422 wrong current password, 200, 401 signed out', async () => {
    const { token } = await verifiedAccount();
    const wrong = await gate.call('changePassword', {
      token,
      body: { old_password: 'Not#MyPass1', password: 'Fresh#Start9', password_confirmation: 'Fresh#Start9' },
    });
    expectStatus(wrong, 422);
    expect(Object.keys(wrong.body.error)).toEqual(['old_password']);
    expectStatus(
      await gate.call('changePassword', { token, body: { old_password: PASSWORD, password: 'Fresh#Start9', password_confirmation: 'Fresh#Start9' } }),
      200,
    );
    expectStatus(
      await gate.call('changePassword', { token: randomToken(), body: { old_password: PASSWORD, password: 'Fresh#Start9', password_confirmation: 'Fresh#Start9' } }),
      401,
    );
  });

  it('account closure (ADR 054): preview (200; 401), close (422 wrong password; 200), then signed out (401) and the sign-in is a wrong one (401)', async () => {
    const { body, token } = await verifiedAccount();
    expectStatus(await gate.call('getAccountClosure', { token: randomToken() }), 401);
    const preview = await gate.call('getAccountClosure', { token });
    expectStatus(preview, 200);
    expect(preview.body.data).toMatchObject({ balance: '0.00', confirmation_word: 'CLOSE' });
    const wrong = await gate.call('closeAccount', { token, body: { password: 'Not#MyPass1', confirmation: 'CLOSE' } });
    expectStatus(wrong, 422);
    expect(Object.keys(wrong.body.error)).toEqual(['password']);
    const closed = await gate.call('closeAccount', { token, body: { password: PASSWORD, confirmation: 'CLOSE' } });
    expectStatus(closed, 200);
    expect(closed.body.data).toMatchObject({ balance: '0.00', choice: null, refunds: [], payout: null });
    expectStatus(await gate.call('closeAccount', { token, body: { password: PASSWORD, confirmation: 'CLOSE' } }), 401);
    expectStatus(await gate.call('login', { body: { username_or_email: body.email, password: PASSWORD } }), 401);
  });

  it('alerts: choices (200; 422 unknown hub; 401), push key (200), device (201; 422 endpoint; 200 removed; 404), test notification (200)', async () => {
    const { token } = await verifiedAccount();
    expectStatus(await gate.call('getNotificationSettings', { token: randomToken() }), 401);
    const settings = await gate.call('getNotificationSettings', { token });
    expectStatus(settings, 200);
    expect(settings.body.data.devices).toEqual([]);
    const saved = await gate.call('updateNotificationSettings', {
      token,
      body: { events: [{ event: 'cycle_done', email: true, push: false }], low_balance_threshold: 500, followed_hub_ids: [1] },
    });
    expectStatus(saved, 200);
    expect(saved.body.data.low_balance_threshold).toBe('500.00');
    expectStatus(await gate.call('updateNotificationSettings', { token, body: { followed_hub_ids: [999999] } }), 422);
    const key = await gate.call('getPushKey', {});
    expectStatus(key, 200);
    expect(key.body.data.enabled).toBe(true);
    const keys = { p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U', auth: 'tBHItJI5svbpez7KI4CCXg' };
    const added = await gate.call('addPushDevice', { token, body: { endpoint: `https://fcm.googleapis.com/fcm/send/journey-${Date.now()}`, keys, label: 'Journey' } });
    expectStatus(added, 201);
    expectStatus(await gate.call('addPushDevice', { token, body: { endpoint: 'http://127.0.0.1:9/push', keys } }), 422);
    // Removed before the test alert: nothing is pushed to the real push service from a test.
    expectStatus(await gate.call('removePushDevice', { token, params: { id: added.body.data.id } }), 200);
    expectStatus(await gate.call('removePushDevice', { token, params: { id: added.body.data.id } }), 404);
    const sent = await gate.call('sendTestNotification', { token });
    expectStatus(sent, 200);
    expect(sent.body.data).toEqual({ email: true, devices: 0 });
  });

  it('two-factor: set-up (200; 401), enable (422; 200), login challenge, loginTwoFactor (422; 401; 200), disable (422; 200; 401)', async () => {
    const { body, token } = await verifiedAccount();
    expectStatus(await gate.call('getTwoFactorSetup', { token: randomToken() }), 401);
    const setup = await gate.call('getTwoFactorSetup', { token });
    expectStatus(setup, 200);
    const code = totp(setup.body.data.secret as string);

    expectStatus(await gate.call('enableTwoFactor', { token, body: { code: code(-10) } }), 422);
    expectStatus(await gate.call('enableTwoFactor', { token: randomToken(), body: { code: code(0) } }), 401);
    // Steps only move forward: enable with the previous step, sign in with this one, disable with the next.
    expectStatus(await gate.call('enableTwoFactor', { token, body: { code: code(-1) } }), 200);

    const challenge = await gate.call('login', { body: { username_or_email: body.email, password: PASSWORD } });
    expectStatus(challenge, 200);
    expect(challenge.body.data.tfa_required).toBe(true);
    const tfaChallenge = challenge.body.data.challenge as string;
    expectStatus(await gate.call('loginTwoFactor', { body: { challenge: tfaChallenge, code: code(-10) } }), 422);
    expectStatus(await gate.call('loginTwoFactor', { body: { challenge: `tfa_${randomBytes(32).toString('hex')}`, code: code(0) } }), 401);
    const signedIn = await gate.call('loginTwoFactor', { body: { challenge: tfaChallenge, code: code(0) } });
    expectStatus(signedIn, 200);
    expect(signedIn.body.data.user.tfa_enabled).toBe(true);

    expectStatus(await gate.call('disableTwoFactor', { token, body: { code: code(-10) } }), 422);
    expectStatus(await gate.call('disableTwoFactor', { token: randomToken(), body: { code: code(1) } }), 401);
    expectStatus(await gate.call('disableTwoFactor', { token, body: { code: code(1) } }), 200);
  });

  it('password reset: forgot (200; 429 locked), reset code (422; 200), new password (200; 422 used)', async () => {
    const { body } = await verifiedAccount();
    const before = (await codeFor(body.email, 'verification')).id;
    expectStatus(await gate.call('forgotPassword', { body: { type: 'email', value: body.email } }), 200);
    const locked = await gate.call('forgotPassword', { body: { type: 'username', value: body.username } });
    expectStatus(locked, 429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

    const { code } = await codeFor(body.email, 'password reset', before);
    expectStatus(await gate.call('verifyResetToken', { body: { email: body.email, code: otherCode(code) } }), 422);
    const verified = await gate.call('verifyResetToken', { body: { email: body.email, code } });
    expectStatus(verified, 200);
    const resetToken = verified.body.data.code as string;
    const reset = { password: 'Fresh#Start9', password_confirmation: 'Fresh#Start9', code: resetToken };
    expectStatus(await gate.call('resetPassword', { body: reset }), 200);
    const replay = await gate.call('resetPassword', { body: reset });
    expectStatus(replay, 422);
    expect(Object.keys(replay.body.error)).toEqual(['code']);
    expectStatus(await gate.call('login', { body: { username_or_email: body.username, password: 'Fresh#Start9' } }), 200);
  });

  it('top-ups: methods (200; 401), initiate (201; 422), sandbox checkout, outcome and deposit (200; 404), webhooks (200; 401)', async () => {
    const { token } = await verifiedAccount();
    const other = await verifiedAccount();
    expectStatus(await gate.call('listPaymentMethods', { token }), 200);
    expectStatus(await gate.call('listPaymentMethods', { token: randomToken() }), 401);
    expectStatus(await gate.call('initiateDeposit', { token, body: { method_code: 'bitcoin', amount: 500 } }), 422);

    // Paystack: Pay on the sandbox's hosted checkout (on the server itself), then the browser's return through the proxy.
    const paystack = await gate.call('initiateDeposit', { token, body: { method_code: 'paystack', amount: 5000 } });
    expectStatus(paystack, 201);
    const { redirect_url, reference } = paystack.body.data as { redirect_url: string; reference: string };
    const paid = await fetch(`${redirect_url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(new URL(paid.headers.get('location')!).searchParams.get('reference')).toBe(reference);

    const outcome = await gate.call('getPaymentOutcome', { token, query: { reference } });
    expectStatus(outcome, 200);
    expect(outcome.body.data).toMatchObject({ status: 'Success', amount: '5000.00', balance: '5000.00' });
    expectStatus(await gate.call('getPaymentOutcome', { token: other.token, query: { reference } }), 404);
    expectStatus(await gate.call('getDeposit', { token, params: { id: outcome.body.data.id } }), 200);
    expectStatus(await gate.call('getDeposit', { token: other.token, params: { id: outcome.body.data.id } }), 404);

    // Webhooks: the sandbox already delivered its own; a repeat is acknowledged (nothing credited twice), a forgery refused.
    const config = loadConfig({});
    const event = { event: 'charge.success', data: { reference, status: 'success', amount: 507500, currency: 'NGN' } };
    const signature = paystackSignature(config.paystack.secretKey!, JSON.stringify(event));
    expectStatus(await gate.call('paystackWebhook', { body: event, headers: { 'x-paystack-signature': signature } }), 200);
    expectStatus(await gate.call('paystackWebhook', { body: event, headers: { 'x-paystack-signature': 'f'.repeat(128) } }), 401);
    const flw = { event: 'charge.completed', data: { id: 1, tx_ref: reference, status: 'successful', amount: 5075, currency: 'NGN' } };
    expectStatus(await gate.call('flutterwaveWebhook', { body: flw, headers: { 'verif-hash': config.flutterwave.secretHash! } }), 200);
    expectStatus(await gate.call('flutterwaveWebhook', { body: flw, headers: { 'verif-hash': 'wrong' } }), 401);
    const again = await gate.call('getPaymentOutcome', { token, query: { reference } });
    expect(again.body.data.balance).toBe('5000.00');

    // Top-up by bank transfer (ADR 056): the account number (none → assigned), 401 without a session. (The server's own
    // 422, a missing BVN, needs Flutterwave as the issuing gateway: src/server/lib/payments/bank-transfers.test.ts.)
    expectStatus(await gate.call('getVirtualAccount', { token }), 200);
    expectStatus(await gate.call('getVirtualAccount', { token: randomToken() }), 401);
    const account = await gate.call('requestVirtualAccount', { token, body: {} });
    expectStatus(account, 200);
    expect(account.body.data).toMatchObject({ status: 'assigned' });
    // The gateway's banks for the identity check (ADR 061; its 422s need PAYSTACK_DVA_VALIDATION: the PostgreSQL journey).
    const banks = await gate.call('listVirtualAccountBanks', { token });
    expectStatus(banks, 200);
    expect(banks.body.data).toContainEqual({ code: '044', name: 'Access Bank' });
    expectStatus(await gate.call('listVirtualAccountBanks', { token: randomToken() }), 401);

    // The money screens' reads.
    const dashboard = await gate.call('getDashboard', { token });
    expectStatus(dashboard, 200);
    expect(dashboard.body.data).toMatchObject({ available_balance: '5000.00', depositSum: '5000.00', transactionCount: 1 });
    expectStatus(await gate.call('getDashboard', { token, query: { from: '2026-02-01', to: '2026-01-01' } }), 422);
    const spending = await gate.call('getSpendingSummary', { token });
    expectStatus(spending, 200);
    expect(spending.body.data).toMatchObject({ balance: '5000.00', hubs: [], average_daily_spend: '0.00', days_left: null });
    expect(spending.body.data.weeks.at(-1).topped_up).toBe('5000.00');
    expectStatus(await gate.call('listDeposits', { token }), 200);
    const lines = await gate.call('listTransactions', { token });
    expectStatus(lines, 200);
    expect(lines.body.data[0]).toMatchObject({ amount: '5000.00', trx_type: '+', user: { balance: '5000.00' } });
    expectStatus(await gate.call('listReferrals', { token }), 200);
    expectStatus(await gate.call('listCommissions', { token }), 200);
    const today = new Date(Date.now() + 3600_000).toISOString().slice(0, 10);
    const csv = await gate.call('downloadStatement', { token, query: { from: today, to: today } });
    expectStatus(csv, 200);
    expect(String(csv.body)).toContain('Deposit via Paystack,5000.00');
    expectStatus(await gate.call('downloadStatement', { token, query: { from: today, to: today, format: 'pdf' } }), 200);
    expectStatus(await gate.call('downloadStatement', { token, query: { from: '2026-02-01', to: '2026-01-01' } }), 422);
  });

  it('sponsor links: create (201), list (200), public page (200; 404), pay through the sandbox checkout (201; 404; 422), revoke (200; 404)', async () => {
    const { token } = await verifiedAccount();
    const other = await verifiedAccount();
    const made = await gate.call('createSponsorLink', { token, body: { amount: 2500, note: "For this week's laundry", expires_in_days: 30 } });
    expectStatus(made, 201);
    const link = made.body.data as { id: number; code: string };
    expectStatus(await gate.call('listSponsorLinks', { token }), 200);
    const page = await gate.call('getSponsorLink', { params: { code: link.code } });
    expectStatus(page, 200);
    expect(Object.keys(page.body.data).sort()).toEqual(['account_number', 'expires_at', 'first_name', 'methods', 'note', 'suggested_amount']);
    expectStatus(await gate.call('getSponsorLink', { params: { code: randomBytes(18).toString('base64url') } }), 404);
    expectStatus(await gate.call('payThroughSponsorLink', { params: { code: link.code }, body: { method_code: 'bitcoin', amount: 2500, name: 'Mama', email: 'mama@example.com' } }), 422);
    const pay = await gate.call('payThroughSponsorLink', { params: { code: link.code }, body: { method_code: 'paystack', amount: 2500, name: 'Mama Ada', email: `mama.${stamp}@example.com` } });
    expectStatus(pay, 201);
    const paid = await fetch(`${(pay.body.data as { redirect_url: string }).redirect_url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(new URL(paid.headers.get('location')!).pathname).toBe(`/pay/${link.code}`);
    expectStatus(await gate.call('revokeSponsorLink', { token: other.token, params: { id: link.id } }), 404);
    expectStatus(await gate.call('revokeSponsorLink', { token, params: { id: link.id } }), 200);
    expectStatus(await gate.call('getSponsorLink', { params: { code: link.code } }), 404);
    expectStatus(await gate.call('payThroughSponsorLink', { params: { code: link.code }, body: { method_code: 'paystack', amount: 2500, name: 'Mama', email: 'mama@example.com' } }), 404);
  });

  it('cards: locations, centres, fees, methods (200); request by balance (201; 422 short; 404; 409), by gateway (201) and outcome; details (200; 404); history; current card, freeze (200; 404)', async () => {
    const { token } = await verifiedAccount();
    const other = await verifiedAccount();
    const locs = await gate.call('listCardLocations', { token });
    expectStatus(locs, 200);
    expectStatus(await gate.call('listCardLocations', { token: randomToken() }), 401);
    const ph = (locs.body.data as { id: number; name: string }[]).find((l) => l.name === 'Port Harcourt')!;
    const centres = await gate.call('listServiceCenters', { token, params: { locationId: ph.id } });
    expectStatus(centres, 200);
    expectStatus(await gate.call('listServiceCenters', { token, params: { locationId: 9999 } }), 404);
    expectStatus(await gate.call('getCardFees', { token }), 200);
    expectStatus(await gate.call('listCardPaymentMethods', { token }), 200);
    const where = { location_id: ph.id, service_center_id: (centres.body.data as { id: number }[])[0]!.id };

    // The balance is empty: a clear 422; a centre of another location is 404.
    const short = await gate.call('requestCard', { token, body: { ...where, gateway: 'balance' } });
    expectStatus(short, 422);
    expect(Object.keys(short.body.error)).toEqual(['gateway']);
    expectStatus(await gate.call('requestCard', { token, body: { ...where, location_id: ph.id + 1, gateway: 'paystack' } }), 404);

    // Through Paystack: the sandbox's checkout, then /payment-success asks getPaymentOutcome about the CRD- reference.
    const viaGateway = await gate.call('requestCard', { token, body: { ...where, gateway: 'paystack' } });
    expectStatus(viaGateway, 201);
    const { redirect_url, reference, id } = viaGateway.body.data as { redirect_url: string; reference: string; id: number };
    expect((await fetch(`${redirect_url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const outcome = await gate.call('getPaymentOutcome', { token, query: { reference } });
    expectStatus(outcome, 200);
    expect(outcome.body.data).toMatchObject({ kind: 'card', id, status: 'Success', total: '3552.50' });
    const details = await gate.call('getCardRequest', { token, params: { id } });
    expectStatus(details, 200);
    expect(details.body.data).toMatchObject({ payment_status: 'Success', stage: 'paid' });
    expectStatus(await gate.call('getCardRequest', { token: other.token, params: { id } }), 404);
    const history = await gate.call('listCardRequests', { token });
    expectStatus(history, 200);
    expect(history.body.total).toBe(1);

    // No card yet: current card is null, nothing to freeze; an unknown card cannot be linked.
    const none = await gate.call('getCurrentCard', { token });
    expectStatus(none, 200);
    expect(none.body.data).toBeNull();
    expectStatus(await gate.call('freezeCard', { token }), 404);
    expectStatus(await gate.call('linkCard', { token, body: { card_number: 'NOSUCHCARD0001' } }), 404);
    expectStatus(await gate.call('listHubs', { token }), 200);
    expectStatus(await gate.call('listHubs', { token, query: { location_id: '9999' } }), 404);
    expectStatus(await gate.call('listPublicHubs'), 200);
  });

  it('public site and system: contact, enquiry, newsletter (201), health (200), dev mailbox (200)', async () => {
    for (const operationId of ['submitContact', 'submitEnquiry', 'subscribe']) {
      const { body } = exampleRequest(operation(operationId).op);
      expectStatus(await gate.call(operationId, { body }), 201);
    }
    const health = await gate.call('getHealth');
    expectStatus(health, 200);
    expect(health.body.data.database).toBe('pglite');
    expectStatus(await gate.call('listDevMailbox'), 200);
  });

  it('with a real mail relay (SMTP_URL) the dev mailbox answers 404 (a server of its own, behind its own proxy)', async () => {
    const { prism } = await relay;
    expectStatus(await gate.call('listDevMailbox', { via: prism.url }), 404);
  }, 90_000);

  it.runIf(process.env.TEST_POSTGRES !== '0')(
    'cards and hubs with an operator (a server on PostgreSQL beside the ops commands): link (200; 409), balance request (201; 409), charge (201; retry; 402; 409 frozen; 404; 401 revoked), machines (200), viewer; staff from staff:invite: set-up (200; 404; 422), sign-in (401; 422; 200), me, team (200; 201; 403; 404; 409), support desk and audit log (200; 401; 403; 404; 409; 422), management cards (200; 201; 404; 409; 422; a free start 201, refused 409), customers (200; 401; 404; 409), cards (200; 401; 404; 409; 422), deposits and overview (200; 401; 403; 404; 409; 422), money back (200; 201; 403; 404; 409; 422), books, suspense and reconciliation (200; 403; 404; 409; 422), logout',
    async () => {
      await operatorJourney(gate, accounts);
    },
    180_000,
  );

  it('per-client limits: every rate-limited operation that documents 429 answers it, with Retry-After', async () => {
    await perClientLimits(gate, accounts);
  });

  it('cost budgets: every budgeted operation answers 429 in the envelope with Retry-After once its budget is spent (ADR 038)', async () => {
    await costBudgets(gate);
  }, 120_000);

  it('support and profile: tickets (201; 413; 422), list, get (200; 404), attachment (200; 404), reply (200; 422; 409), close (200; 404); profile (200), avatar (200; 422; 404)', async () => {
    const { token } = await verifiedAccount();
    const stranger = await verifiedAccount();
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const SCRIPT = Buffer.from('#!/bin/sh\necho owned\n');
    // Prism 5.14's proxy reads every non-JSON body as UTF-8 text and forwards that text: bytes that are not valid UTF-8
    // (a PNG's or JPEG's signature) arrive corrupted. Files sent THROUGH the proxy are therefore ASCII-only: this PDF
    // and a 1 × 1 GIF whose bytes are all below 0x80.
    const GIF = Buffer.from([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b]);
    // uploadAvatar takes only PNG or JPEG, never valid UTF-8: it is called on the server directly (same built server, its
    // own response validation on — a drifting answer is a 500 there, which fails the gate like a Prism violation).
    const direct = `${inject('serverUrl')}/api/v1`;
    const form = (fields: Record<string, string>, files: [string, string, Buffer, string][] = []) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      for (const [name, filename, bytes, type] of files) data.append(name, new Blob([new Uint8Array(bytes)], { type }), filename);
      return data;
    };
    const ticketFields = { subject: 'Dryer at Choba hub not heating', priority: 'Medium', message: 'It ran 40 minutes and the clothes are still wet.' };

    const opened = await gate.call('createTicket', {
      token,
      form: form(ticketFields, [
        ['attachments', 'dryer.gif', GIF, 'image/gif'],
        ['attachments', 'receipt.pdf', PDF, 'application/pdf'],
      ]),
    });
    expectStatus(opened, 201);
    const ticket = opened.body.data.ticket as string;
    expectStatus(await gate.call('createTicket', { token, form: form(ticketFields, [['attachments', 'notes.png', SCRIPT, 'image/png']]) }), 422);
    expectStatus(await gate.call('createTicket', { token, form: form({ ...ticketFields, trx: 'TRXNOSUCHONE1' }) }), 422);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    expectStatus(await gate.call('createTicket', { token, form: form(ticketFields, [['attachments', 'big.pdf', big, 'application/pdf']]) }), 413);

    const list = await gate.call('listTickets', { token });
    expectStatus(list, 200);
    expect(list.body.data.map((t: { ticket: string }) => t.ticket)).toEqual([ticket]);
    const shown = await gate.call('getTicket', { token, params: { ticket } });
    expectStatus(shown, 200);
    const [gif, pdf] = shown.body.data.messages[0].attachments as { id: number; type: string }[];
    expect([gif!.type, pdf!.type]).toEqual(['image/gif', 'application/pdf']);
    expectStatus(await gate.call('getTicket', { token: stranger.token, params: { ticket } }), 404);
    const file = await gate.call('downloadTicketAttachment', { token, params: { ticket, id: gif!.id } });
    expectStatus(file, 200);
    expect(file.headers.get('content-type')).toBe('image/gif');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expectStatus(await gate.call('downloadTicketAttachment', { token, params: { ticket, id: pdf!.id } }), 200);
    expectStatus(await gate.call('downloadTicketAttachment', { token: stranger.token, params: { ticket, id: gif!.id } }), 404);

    expectStatus(await gate.call('replyTicket', { token, params: { ticket }, form: form({ message: 'Any update?', ticket }, [['file[]', 'again.gif', GIF, 'image/gif']]) }), 200);
    expectStatus(await gate.call('replyTicket', { token, params: { ticket }, form: form({ message: 'see file', ticket }, [['file[]', 'run.png', SCRIPT, 'image/png']]) }), 422);
    expectStatus(await gate.call('replyTicket', { token: stranger.token, params: { ticket }, form: form({ message: 'let me in', ticket }) }), 404);
    expectStatus(await gate.call('closeTicket', { token: stranger.token, params: { ticket } }), 404);
    expectStatus(await gate.call('closeTicket', { token, params: { ticket } }), 200);
    expectStatus(await gate.call('replyTicket', { token, params: { ticket }, form: form({ message: 'One more thing', ticket }) }), 409);

    const profile = await gate.call('updateProfile', { token, body: { country: 'NG', country_code: 'Nigeria', city: 'Port Harcourt', address: 'Choba Park, UNIPORT', zip: '500102' } });
    expectStatus(profile, 200);
    expect(profile.body.data.address.city).toBe('Port Harcourt');
    const avatar = await gate.call('uploadAvatar', { token, via: direct, form: form({}, [['avatar', 'me.png', PNG_1PX, 'image/png']]) });
    expectStatus(avatar, 200);
    expectStatus(await gate.call('uploadAvatar', { token, form: form({}, [['avatar', 'me.png', SCRIPT, 'image/png']]) }), 422);
    expectStatus(await gate.call('uploadAvatar', { token, form: form({}, [['avatar', 'me.gif', GIF, 'image/gif']]) }), 422);
    const name = String(avatar.body.data.image).split('/').pop()!;
    const served = await gate.call('getAvatar', { params: { name } });
    expectStatus(served, 200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expectStatus(await gate.call('getAvatar', { params: { name: `${'A'.repeat(22)}.webp` } }), 404);
  });

  it('download my data: request (202; again 202 the same), get (200; 404 another customer), list (200), download (200 zip; 404 another customer; 401) (ADR 055)', async () => {
    const { token } = await verifiedAccount();
    const stranger = await verifiedAccount();
    const asked = await gate.call('requestDataExport', { token });
    expectStatus(asked, 202);
    const id = asked.body.data.id as string;
    let status = asked.body.data.status as string;
    for (let i = 0; i < 300 && status !== 'ready'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const got = await gate.call('getDataExport', { token, params: { id } });
      expectStatus(got, 200);
      status = got.body.data.status;
    }
    expect(status).toBe('ready');
    expectStatus(await gate.call('getDataExport', { token: stranger.token, params: { id } }), 404);
    const list = await gate.call('listDataExports', { token });
    expectStatus(list, 200);
    expect(list.body.data[0]).toMatchObject({ id, status: 'ready' });
    const zip = await gate.call('downloadDataExport', { token, params: { id } });
    expectStatus(zip, 200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expectStatus(await gate.call('downloadDataExport', { token: stranger.token, params: { id } }), 404);
    expectStatus(await gate.call('downloadDataExport', { token: randomToken(), params: { id } }), 401);
  });

  it('operations not built yet answer 501 to a valid signed-in request (Prism then mocks them: listed as not built, never a pass)', async () => {
    const { token } = await verifiedAccount();
    for (const { operationId } of operations.filter((o) => !gate.built.has(o.operationId))) {
      const { op } = operation(operationId);
      const secured = op.security === undefined || op.security.length > 0;
      await gate.call(operationId, { ...exampleRequest(op), token: secured ? token : undefined });
      expect(gate.notBuilt.has(operationId), `${operationId} is not in the registry but did not answer 501`).toBe(true);
      // The bearer check runs before the (missing) handler: a signed-out call gets the server's own 401.
      if (secured && '401' in op.responses) expectStatus(await gate.call(operationId, { ...exampleRequest(op), token: randomToken() }), 401);
    }
  });

  it('every built operation has a validated success answer through the proxy', () => {
    const coverage = gate.coverage();
    expect(coverage.filter((r) => r.built).length).toBe(builtHandlers.length);
    const missing = coverage.filter((r) => r.built && r.success.length === 0).map((r) => r.operationId);
    expect(missing, `built operations without a validated success answer:\n${gate.table()}`).toEqual([]);
    const unbuiltUnchecked = coverage.filter((r) => !r.built && !r.notBuilt).map((r) => r.operationId);
    expect(unbuiltUnchecked, 'operations neither built nor seen answering 501').toEqual([]);
  });
});
