import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { company } from '#shared/company.js';
import type { Db } from '#server/db/client.js';
import { users } from '#server/db/schema.js';

/** Authenticator-app codes (RFC 6238: SHA-1, 6 digits, 30 s), accepted one step either side of now. */
export const TOTP_PERIOD = 30;
export const TOTP_WINDOW = 1;

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const totpFor = (secret: string, email: string) =>
  new TOTP({ issuer: company.name, label: email, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD, secret: Secret.fromBase32(secret) });

/** The time step a code belongs to, or null when it is not a current code of this secret. */
export function stepOf(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totpFor(secret, '').validate({ token: code, timestamp, window: TOTP_WINDOW });
  return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD, timestamp }) + delta;
}

/** The condition "this step was not used yet": a step is only accepted when it is later than the last one used. */
export const stepIsFresh = (step: number) => or(isNull(users.tfaLastStep), lt(users.tfaLastStep, step));

/** Records `step` as used (atomically); false when it, or a later step, was already used (a replay). */
export async function consumeStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ tfaLastStep: step })
    .where(and(eq(users.id, userId), stepIsFresh(step)))
    .returning({ id: users.id });
  return rows.length > 0;
}
