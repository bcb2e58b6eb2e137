import { describe, expect, it } from 'vitest';
import type { Verification } from './gateways.js';
import { mismatchKindOf } from './reconcile.js';

/** The reconciliation's verdict on one deposit (lib/reconcile.ts): a refunded payment reads `reversed` at Paystack. */
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
});
