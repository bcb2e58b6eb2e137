import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { ok } from '../../envelope.js';
import { findUserByEmail, logSignIn, startSession } from '../../lib/accounts.js';
import { assertUnderFailureLimit, recordFailure } from '../../lib/failure-limit.js';
import { checkCode, userSubject } from '../../lib/one-time-codes.js';
import { defineHandler } from '../define.js';
import { codeRejected } from './code-messages.js';
import { theRow } from '../../db/rows.js';

/** Verifies the e-mail address with the code and signs the user in, in one transaction (the code works once). */
export const verifyOtp = defineHandler(
  'verifyOtp',
  async (request) => {
    const { email, otp } = request.body;
    const { database, config, now: clock } = request.server.ctx;
    const db = database.db;
    const now = clock();
    const user = await findUserByEmail(db, email);
    if (!user || user.emailVerifiedAt) {
      logSignIn(request, { method: 'email_code', identifier: email, outcome: 'failure', reason: user ? 'already_verified' : 'unknown_account', userId: user?.id });
      throw codeRejected('otp', 'invalid');
    }
    await assertUnderFailureLimit(db, user.id, now);

    const outcome = await db.transaction(async (tx) => {
      const result = await checkCode(tx, { purpose: 'verify_email', subject: userSubject(user.id), code: otp, now });
      if (result === 'wrong' || result === 'exhausted') await recordFailure(tx, user.id, 'verify_email', now);
      if (result !== 'ok') return { result };
      const verified = theRow(await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id)).returning(), 'user');
      return { result, session: await startSession(tx, verified, { remember: false, now, publicUrl: config.publicUrl }) };
    });
    if (outcome.result !== 'ok') {
      logSignIn(request, { method: 'email_code', identifier: email, outcome: 'failure', reason: `code_${outcome.result}`, userId: user.id });
      throw codeRejected('otp', outcome.result);
    }
    logSignIn(request, { method: 'email_code', identifier: email, outcome: 'success', reason: 'email_verified', userId: user.id });
    return ok(`Your email address has been verified. Welcome to e-laundry!`, outcome.session!);
  },
  { rateLimit: 'auth' },
);
