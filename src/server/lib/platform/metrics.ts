import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * Process-wide Prometheus metrics (one server per process in production). Served by plugins/metrics.ts on its own
 * listener (METRICS_PORT), together with the gauges read from the database at scrape time.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'elaundry_' });

export const httpRequests = new Counter({
  name: 'elaundry_http_requests_total',
  help: 'Answered requests by contract operation (or spa, sandbox, unmatched), method and status.',
  labelNames: ['operation', 'method', 'status'] as const,
  registers: [processRegistry],
});

export const httpDuration = new Histogram({
  name: 'elaundry_http_request_duration_seconds',
  help: 'Time from the request to the end of the answer, by contract operation.',
  labelNames: ['operation'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

export const ledgerPostings = new Counter({
  name: 'elaundry_ledger_postings_total',
  help: 'Ledger entries posted by this process (credits and debits; a posting whose transaction rolled back is counted too).',
  labelNames: ['type'] as const,
  registers: [processRegistry],
});

export const ledgerAmount = new Counter({
  name: 'elaundry_ledger_amount_naira_total',
  help: 'Naira posted to the ledger by this process, by credit and debit.',
  labelNames: ['type'] as const,
  registers: [processRegistry],
});

export const webhookOutcomes = new Counter({
  name: 'elaundry_webhook_outcomes_total',
  help: 'Payment webhooks by gateway and outcome (credited, failed, pending, settled-before, unknown, ignored, bad_signature; refund, refund_unavailable; transfer_credited, transfer_duplicate, transfer_suspense, transfer_not-paid, transfer_not-a-transfer, transfer_unavailable; account_assigned, account_failed, account_pending, account_unknown).',
  labelNames: ['gateway', 'outcome'] as const,
  registers: [processRegistry],
});

/** Counts one ledger posting (lib/ledger/ledger.ts post()). */
export function countPosting(type: '+' | '-', amountKobo: number) {
  const label = type === '+' ? 'credit' : 'debit';
  ledgerPostings.inc({ type: label });
  ledgerAmount.inc({ type: label }, amountKobo / 100);
}
