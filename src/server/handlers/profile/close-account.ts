import { fieldError, ok } from '#server/envelope.js';
import { CLOSED_DONE, CLOSURE_MESSAGES, closeAccount as close, closedView, CONFIRMATION_WORD } from '#server/lib/privacy/account-closure.js';
import { customerContext } from '#server/lib/platform/audit.js';
import { currentStep, refuseReusedCode } from '#server/lib/identity/authenticator-code.js';
import { assertUnderFailureLimit, recordFailure } from '#server/lib/identity/failure-limit.js';
import { userSubject } from '#server/lib/identity/one-time-codes.js';
import { verifyPassword } from '#server/lib/identity/passwords.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { consumeStep } from '#server/lib/identity/totp.js';
import { defineHandler } from '#server/handlers/define.js';


/**
 * Closes the signed-in customer's account after re-authentication (password, and the authenticator code when
 * two-factor is on; failures count towards the account's limits) and the typed confirmation word (ADR 054).
 */
export const closeAccount = defineHandler(
  'closeAccount',
  async (request) => {
    const { user } = customerOf(request);
    const body = request.body;
    const { database, config, now: clock } = request.server.ctx;
    const db = database.db;
    if (body.confirmation.trim() !== CONFIRMATION_WORD) throw fieldError('confirmation', CLOSURE_MESSAGES.confirmation);
    // Asked before the code is spent (the closure checks it again under the wallet lock).
    if (user.balance > 0 && !body.balance) throw fieldError('balance', CLOSURE_MESSAGES.choice);
    const subject = userSubject(user.id);
    await assertUnderFailureLimit(db, subject, 'password', clock());
    if (!(await verifyPassword(user.passwordHash, body.password))) {
      await recordFailure(db, subject, 'password', clock(), user.id);
      request.log.warn({ event: 'account_closure_rejected', user_id: user.id, reason: 'wrong_password' }, 'account closure rejected');
      throw fieldError('password', CLOSURE_MESSAGES.wrongPassword);
    }
    if (user.tfaEnabled && user.tfaSecret) {
      if (!body.code) throw fieldError('code', CLOSURE_MESSAGES.codeRequired);
      const step = await currentStep(db, user.id, user.tfaSecret, body.code, clock());
      if (!(await consumeStep(db, user.id, step))) await refuseReusedCode(db, user.id, clock());
    }
    const result = await close(
      db,
      customerContext(user.id, request.id),
      {
        userId: user.id,
        balance: body.balance ?? null,
        bankAccount: body.bank_account ? { accountNumber: body.bank_account.account_number, bankCode: body.bank_account.bank_code } : null,
        by: { kind: 'customer' },
      },
      { publicUrl: config.publicUrl, storage: request.server.storage },
      clock(),
    );
    request.log.info({ event: 'account_closed', user_id: user.id, by: 'customer' }, 'account closed');
    request.server.mail.wake();
    return ok(CLOSED_DONE, closedView(result));
  },
  { rateLimit: 'auth' },
);
