import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * A secret sealed at rest (ADR 070: a refund's bank account number while it waits for a second person): AES-256-GCM
 * with a key derived from configuration (BANK_DETAILS_KEY), a random 96-bit IV per value, and the row it belongs to
 * as additional data — a sealed value copied into another row does not open there. Written `v1.<iv>.<ciphertext>.<tag>`
 * (base64url). `open` answers null for anything it cannot open (another key, another row, damaged): the caller treats
 * the secret as gone.
 */
const keyOf = (secret: string) => createHash('sha256').update(`e-laundry sealed v1\0${secret}`).digest();

export function seal(secret: string, plain: string, boundTo: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

export function open(secret: string, sealed: string | null, boundTo: string): string | null {
  const parts = sealed?.split('.') ?? [];
  if (parts.length !== 4 || parts[0] !== 'v1') return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(parts[1]!, 'base64url'));
    decipher.setAAD(Buffer.from(boundTo, 'utf8'));
    decipher.setAuthTag(Buffer.from(parts[3]!, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(parts[2]!, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
