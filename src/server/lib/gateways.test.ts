import { describe, expect, it } from 'vitest';
import { flutterwaveCard, paystackCard } from './gateways.js';

/** The paying card as each gateway's verify answer names it (ADR 040): card payments only. */
describe('card identifiers of verify answers', () => {
  it("Paystack: the authorization's signature for a card, nothing for a bank transfer or a missing authorization", () => {
    expect(paystackCard({ channel: 'card', authorization: { channel: 'card', signature: 'SIG_abc', last4: '4081' } })).toBe('SIG_abc');
    expect(paystackCard({ channel: 'bank_transfer', authorization: { channel: 'bank_transfer', signature: null } })).toBeNull();
    expect(paystackCard({ channel: 'ussd', authorization: { channel: 'ussd', signature: 'SIG_x' } })).toBeNull();
    expect(paystackCard({ status: 'success' })).toBeNull();
  });
  it("Flutterwave: the card's first six and last four digits, expiry and brand; nothing without them", () => {
    expect(flutterwaveCard({ card: { first_6digits: '408408', last_4digits: '4081', expiry: '12/30', type: 'VISA', token: 'flw-t-1' } })).toBe('408408-4081-12/30-VISA');
    expect(flutterwaveCard({ payment_type: 'bank_transfer' })).toBeNull();
    expect(flutterwaveCard({ card: { last_4digits: '4081' } })).toBeNull();
  });
});
