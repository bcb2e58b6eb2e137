import { and, eq, isNull } from 'drizzle-orm';
import { users } from '#server/db/schema.js';
import { ok } from '#server/envelope.js';
import { findUserById } from '#server/lib/identity/accounts.js';
import { newTotpSecret, totpFor } from '#server/lib/identity/totp.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/**
 * The authenticator secret: the same pending one until it is enabled (a fresh one after disabling). Once enabled
 * it is never shown again — it lives in the customer's app only, so a stolen session cannot copy it.
 */
export const getTwoFactorSetup = defineHandler('getTwoFactorSetup', async (request) => {
  const { user } = customerOf(request);
  if (user.tfaEnabled) {
    return ok('Two-factor authentication is enabled.', { qrcode: null, secret: null, tfa_enabled: true });
  }
  const db = request.server.ctx.database.db;
  let secret = user.tfaSecret;
  if (!secret) {
    // Two tabs opening the page at once must end up with one secret: only set it when there is none.
    const [set] = await db
      .update(users)
      .set({ tfaSecret: newTotpSecret() })
      .where(and(eq(users.id, user.id), isNull(users.tfaSecret)))
      .returning({ tfaSecret: users.tfaSecret });
    secret = set?.tfaSecret ?? (await findUserById(db, user.id))?.tfaSecret ?? null;
  }
  if (!secret) throw new Error('two-factor secret missing after it was set');
  return ok('Two-factor authentication details retrieved successfully.', {
    qrcode: totpFor(secret, user.email).toString(),
    secret,
    tfa_enabled: user.tfaEnabled,
  });
});
