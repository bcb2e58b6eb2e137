import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema.js';
import { ok } from '#server/envelope.js';
import { findUserByEmail, logSignIn, startSession } from '#server/lib/accounts.js';
import { assertUnderFailureLimit, recordFailure } from '#server/lib/failure-limit.js';
import { checkCode, decoySubject, userSubject } from '#server/lib/one-time-codes.js';
import { defineHandler } from '#server/handlers/define.js';
import { codeRejected } from './code-messages.js';
import { theRow } from '#server/db/rows.js';

/** Verifies the e-mail address with the code and signs the user in, in one transaction (the code works once). */
export const verifyOtp = defineHandler(
  'verifyOtp',
  async (request) => {
    const { email, otp } = request.body;
    const { database, config, now: clock } = request.server.ctx;
    const db = database.db;
    const now = clock();
    const user = await findUserByEmail(db, email);
    // Unknown and already verified addresses take the same path on their decoy (send-otp issues decoy codes):
    // same queries, same tries, same limit, same answers.
    const pending = user && !user.emailVerifiedAt ? user : null;
    const subject = pending ? userSubject(pending.id) : decoySubject(`email:${email}`);
    await assertUnderFailureLimit(db, subject, 'email_code', now);

    const outcome = await db.transaction(async (tx) => {
      const result = await checkCode(tx, { purpose: 'verify_email', subject, code: otp, now });
      if (result === 'wrong' || result === 'exhausted') await recordFailure(tx, subject, 'verify_email', now, pending?.id);
      if (result !== 'ok' || !pending) return { result: result === 'ok' ? ('invalid' as const) : result };
      const verified = theRow(await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, pending.id)).returning(), 'user');
      return { result, session: await startSession(tx, verified, { remember: false, now, publicUrl: config.publicUrl }) };
    });
    if (outcome.result !== 'ok') {
      const reason = pending ? `code_${outcome.result}` : user ? 'already_verified' : 'unknown_account';
      logSignIn(request, { method: 'email_code', identifier: email, outcome: 'failure', reason, userId: user?.id });
      throw codeRejected('otp', outcome.result);
    }
    logSignIn(request, { method: 'email_code', identifier: email, outcome: 'success', reason: 'email_verified', userId: pending?.id });
    return ok(`Your email address has been verified. Welcome to e-laundry!`, outcome.session!);
  },
  { rateLimit: 'auth' },
);
