import { describe, expect, it } from 'vitest';
import { open, seal } from './sealed.js';

/** A secret sealed at rest (ADR 070): opens only with its key and for its row; anything else is null, never a guess. */
describe('sealed secrets (AES-256-GCM bound to their row)', () => {
  const key = 'a-test-key-of-at-least-thirty-two-characters';
  it('opens what it sealed; the sealed form holds nothing of the secret and differs each time', () => {
    const a = seal(key, '0123456789', 'refund_bank_details:money_back:7');
    const b = seal(key, '0123456789', 'refund_bank_details:money_back:7');
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(a).not.toContain('0123456789');
    expect(a).not.toBe(b);
    expect(open(key, a, 'refund_bank_details:money_back:7')).toBe('0123456789');
  });
  it('another key, another row, a changed byte, nothing or garbage: null', () => {
    const sealed = seal(key, '0123456789', 'refund_bank_details:money_back:7');
    expect(open('another-key-of-at-least-thirty-two-characters', sealed, 'refund_bank_details:money_back:7')).toBeNull();
    expect(open(key, sealed, 'refund_bank_details:money_back:8')).toBeNull();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[2]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(open(key, [parts[0], parts[1], body.toString('base64url'), parts[3]].join('.'), 'refund_bank_details:money_back:7')).toBeNull();
    expect(open(key, null, 'x')).toBeNull();
    expect(open(key, 'v2.a.b.c', 'x')).toBeNull();
    expect(open(key, 'not sealed', 'x')).toBeNull();
  });
});
