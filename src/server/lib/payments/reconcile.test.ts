import { describe, expect, it } from 'vitest';
import type { Verification } from './gateways.js';
import { mismatchKindOf } from './reconcile.js';

/** The reconciliation's verdict on one deposit (lib/payments/reconcile.ts): a refunded payment reads `reversed` at Paystack. */
describe('mismatchKindOf', () => {
  const deposit = { id: 1, reference: 'DEP-20261128-AAAA2222', methodCode: 'paystack', amount: 30_000_00, charge: 450_00, currency: 'NGN', status: 'Success' as const, gatewayId: '9' };
  const answer = (raw: string, status: Verification['status']): Verification => ({ status, raw, reference: deposit.reference, totalKobo: 30_450_00, currency: 'NGN', gatewayId: '9' });

  it('agrees with a success, and with a reversal when we refunded the payment', () => {
    expect(mismatchKindOf(deposit, answer('success', 'success'))).toBeNull();
    expect(mismatchKindOf(deposit, answer('reversed', 'failed'), true)).toBeNull();
  });

  it('lists a reversal we did not ask for (a chargeback) and a failure of a payment we credited', () => {
    expect(mismatchKindOf(deposit, answer('reversed', 'failed'))).toBe('ours_success_theirs_failed');
    expect(mismatchKindOf(deposit, answer('failed', 'failed'), true)).toBe('ours_success_theirs_failed');
    expect(mismatchKindOf(deposit, { ...answer('success', 'success'), totalKobo: 1 })).toBe('amount');
  });

  it('a top-up by bank transfer agrees only with a transfer the gateway names as the customer’s (ADR 061)', () => {
    const transfer = { ...deposit, reference: 'FLW-TX-9', methodCode: 'flutterwave', channel: 'bank_transfer' as const, userId: 3 };
    const paid = { ...answer('successful', 'success'), reference: 'VA-20261128-BBBB3333', transfer: { accountNumber: null, customerCode: null } };
    const expected = { transfer: true, references: ['VA-20261128-BBBB3333'] };
    expect(mismatchKindOf(transfer, paid, false, expected)).toBeNull();
    // The id names another customer's transfer, or a payment that is no transfer: not this deposit at the gateway.
    expect(mismatchKindOf(transfer, { ...paid, reference: 'VA-20261128-CCCC4444' }, false, expected)).toBe('unknown_at_gateway');
    expect(mismatchKindOf(transfer, { ...paid, transfer: null }, false, expected)).toBe('unknown_at_gateway');
    // A checkout top-up is the gateway's transaction of our own reference.
    expect(mismatchKindOf(deposit, answer('success', 'success'), false, { transfer: false, references: [deposit.reference] })).toBeNull();
    expect(mismatchKindOf(deposit, { ...answer('success', 'success'), reference: 'DEP-OTHER' }, false, { transfer: false, references: [deposit.reference] })).toBe('unknown_at_gateway');
  });
});
