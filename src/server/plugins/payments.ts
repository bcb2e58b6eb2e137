import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cardFeePurpose } from '#server/lib/cards-hubs/cards.js';
import { topUp } from '#server/lib/payments/deposits.js';
import { gatewaysOf } from '#server/lib/payments/gateways.js';
import { scheduleJob } from '#server/lib/platform/jobs.js';
import { releaseReferralCredit } from '#server/lib/ledger/referral-credit.js';
import { recheckPending, type Payments } from '#server/lib/payments/payments.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { pollOpenRefunds, refundServicesOf, submitDueRefunds } from '#server/lib/money-back/refunds.js';
import { lagosDay } from '#server/lib/platform/time.js';
import { reconcileDay } from '#server/lib/payments/reconcile.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Gateway payments: database, configuration, gateway adapters, the mail outbox and the purposes (lib/payments/payments.ts). */
    payments: Payments;
  }
}

/**
 * The payment services of the handlers — with the registry of payment purposes the router settles references of —
 * and the periodic re-verification of pending payments of every purpose (every DEPOSIT_RECHECK_SECONDS, once across
 * all instances; conditional updates make even overlapping runs safe, and a payment whose webhook never came — or
 * whose server died between the gateway's answer and the commit — ends right); and the refunds job (lib/money-back/refunds.ts).
 */
export const paymentsPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.ctx;
  const services: Payments = {
    db: app.ctx.database.db,
    config,
    gateways: gatewaysOf(config),
    mailQueued: () => app.mail.wake(),
    log: app.log,
    purposes: [topUp, cardFeePurpose],
  };
  app.decorate('payments', services);

  if (config.depositRecheckMs > 0) {
    // Reconciliation (docs/decisions/053-the-books.md): yesterday's top-ups (Lagos day) against their gateways, once
    // per day across instances (the job's run of a day is unique; a failed run is re-run by `ops reconcile --day`).
    scheduleJob(app, {
      name: 'reconcile',
      everyMs: 3_600_000,
      leaseMs: 30 * 60_000,
      run: async (now) => {
        const day = lagosDay(new Date(now.getTime() - 86_400_000));
        const done = await reconcileDay({ db: services.db, gateways: services.gateways, log: app.log }, systemContext('reconciliation job'), { day, trigger: 'job' }, now);
        if (done) app.log.info({ day, run: done.run.id, checked: done.run.checked, mismatches: done.run.mismatches }, 'reconciliation done');
      },
    });

    // Once across all instances per period (lib/platform/jobs.ts); each settle is conditional anyway. The job keeps its name
    // (a row of the jobs table; renaming it would only leave the old row behind).
    scheduleJob(app, {
      name: 'deposits:recheck',
      everyMs: config.depositRecheckMs,
      leaseMs: config.jobLeaseMs ?? Math.max(5 * 60_000, 2 * config.depositRecheckMs),
      run: async (now) => {
        await recheckPending(services, now);
      },
    });
    // Referral credit (lib/ledger/referral-credit.ts, ADR 071): held commissions earned by their referred customer's laundry
    // spending, or voided when their top-up was refunded. Once across instances per period; each commission moves once
    // by a conditional update under the wallet locks.
    scheduleJob(app, {
      name: 'referral-credit:release',
      everyMs: config.depositRecheckMs,
      leaseMs: config.jobLeaseMs ?? Math.max(5 * 60_000, 2 * config.depositRecheckMs),
      run: async (now) => {
        const done = await releaseReferralCredit(services.db, now);
        if (done.earned || done.voided) app.log.info(done, 'referral credit released');
      },
    });
    // Refunds (lib/money-back/refunds.ts): those left submitting (gateway down, a crash after the commit, an approval) are sent,
    // open ones that have not moved for a while are asked about. Once across instances per period; each refund's
    // sending is claimed on its own row, each move is conditional.
    scheduleJob(app, {
      name: 'refunds:submit-and-poll',
      everyMs: config.depositRecheckMs,
      leaseMs: config.jobLeaseMs ?? Math.max(5 * 60_000, 2 * config.depositRecheckMs),
      run: async (now) => {
        const s = refundServicesOf(services);
        const ctx = systemContext('refunds job');
        await submitDueRefunds(s, ctx, now);
        await pollOpenRefunds(s, ctx, now);
      },
    });
  }
});
