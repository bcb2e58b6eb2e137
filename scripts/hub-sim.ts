import { parseArgs } from 'node:util';

/**
 * The hub simulator (`npm run hub:sim -- …`): plays one or many hub controllers over real HTTP against a running
 * server — the same requests a hub sends (docs/decisions/020-cards-and-hubs.md): it charges cards for cycles (and
 * retries some cycles with the same cycle id, checking that the retry answers exactly the first result), marks the
 * charged machine in use and reports machine states, and can report some charged cycles as not run (the charge is
 * reversed, docs/decisions/050-failed-cycle-reversals.md; the report is sent twice, checking the second answers the same
 * reversal), then prints what happened. For demos, the e2e journey and load.
 *
 * Exit code: 0 done, 1 an idempotency breach (a retry answered differently) or no request succeeded, 2 usage error.
 */
const USAGE = `npm run hub:sim -- --url <server> --key <hub_…> [--key <hub_…>]... [options]

Plays hub controllers against the server's hub API (POST /api/v1/hub/charges, PUT /api/v1/hub/machines,
POST /api/v1/hub/failed-cycles).
  --url URL            the server (e.g. http://127.0.0.1:8080)
  --key KEY            a hub key (npm run ops -- hub:key:issue <hub>); repeat for several hubs
  --card NUMBER        a card to charge; repeat for several (without cards only machine states are reported)
                       A management card (npm run ops -- card:management:issue) starts free at its hubs:
                       201 with management: true; at another hub or revoked: 409 (ADR 046)
  --machines LIST      machine codes of each hub (default W1,W2,W3,D1,D2)
  --hubs N             concurrent controllers (default: one per key; keys are shared round-robin)
  --rate R             charges per second, all controllers together (default 1)
  --duration S         seconds to run (default 10)
  --retry-share P      share of cycles sent twice with the same cycle id (default 0.2)
  --fail-share P       share of charged cycles then reported as not run (default 0): the charge is reversed (ADR 050);
                       each report is sent twice and the second must answer the same reversal (200)
  --once               one charge: --card, --machine (default W1), --cycle-id (default a new one), --amount (Naira);
                       prints the answer as JSON (for scripts and tests), exit 0 when the hub API answered 201.
                       An --amount above the machine's limit per cycle (its price, or the maximum an operator set
                       with machine:price --max) is refused: 422 amount_above_limit, reported to the operators
                       (npm run ops -- hub:alerts)
  --fail-cycle         with --once: after the charge, report the cycle as not run (POST /hub/failed-cycles): the
                       charge is reversed and the customer alerted as they chose; prints both answers, exit 0 when reversed (201, or
                       200 when it was reversed before). Without --card, only reports --cycle-id (a cycle charged
                       earlier, within 24 hours of its charge; later: 409 report_too_late)
  --fail-reason CODE   why it did not run: machine_fault|power_failure|water_supply|door_not_locked|cancelled|other
                       (default machine_fault)
  --report STATE       with --once and --machine: report that machine's state (free|in_use|out_of_order) instead
  --minutes N          minutes left for --report in_use (default 30)
  --quiet              print only the summary`;

function usage(message?: string): never {
  if (message) console.error(`hub:sim: ${message}\n`);
  console.error(USAGE);
  process.exit(2);
}

let parsed: ReturnType<typeof parseArgs>;
try {
  parsed = parseArgs({
    args: process.argv.slice(2),
    options: {
      url: { type: 'string' },
      key: { type: 'string', multiple: true },
      card: { type: 'string', multiple: true },
      machines: { type: 'string' },
      hubs: { type: 'string' },
      rate: { type: 'string' },
      duration: { type: 'string' },
      'retry-share': { type: 'string' },
      'fail-share': { type: 'string' },
      'fail-cycle': { type: 'boolean' },
      'fail-reason': { type: 'string' },
      once: { type: 'boolean' },
      machine: { type: 'string' },
      'cycle-id': { type: 'string' },
      amount: { type: 'string' },
      report: { type: 'string' },
      minutes: { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
} catch (err) {
  usage((err as Error).message);
}
const v = parsed.values as Record<string, string | string[] | boolean | undefined>;
if (v.help) {
  console.log(USAGE);
  process.exit(0);
}
const base = typeof v.url === 'string' ? v.url.replace(/\/+$/, '') : usage('missing --url');
const keys = (v.key as string[] | undefined) ?? usage('missing --key');
const cards = (v.card as string[] | undefined) ?? [];
const num = (name: string, fallback: number) => {
  const raw = v[name];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) usage(`--${name} must be a number >= 0`);
  return n;
};
const machines = typeof v.machines === 'string' ? v.machines.split(',').map((m) => m.trim()).filter(Boolean) : ['W1', 'W2', 'W3', 'D1', 'D2'];
const quiet = Boolean(v.quiet);
const say = (line: string) => {
  if (!quiet) console.log(line);
};

interface Answer {
  status: number;
  body: Record<string, unknown>;
  text: string;
  ms: number;
}

async function call(method: 'POST' | 'PUT', path: string, key: string, body: unknown): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsedBody: Record<string, unknown> = {};
  try {
    parsedBody = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* not JSON: kept as text */
  }
  return { status: res.status, body: parsedBody, text, ms: performance.now() - started };
}

const charge = (key: string, card: string, machine: string, cycleId: string, amount?: number) =>
  call('POST', '/hub/charges', key, { card_number: card, machine, cycle_id: cycleId, ...(amount === undefined ? {} : { amount }) });

const FAIL_REASONS = ['machine_fault', 'power_failure', 'water_supply', 'door_not_locked', 'cancelled', 'other'];
const failReason = typeof v['fail-reason'] === 'string' ? v['fail-reason'] : 'machine_fault';
if (!FAIL_REASONS.includes(failReason)) usage(`--fail-reason must be one of ${FAIL_REASONS.join(', ')}`);

/** The hub reports that a charged cycle did not run: the charge is reversed (201), once (a repeat answers 200). */
const reportFailed = (key: string, cycleId: string) => call('POST', '/hub/failed-cycles', key, { cycle_id: cycleId, reason_code: failReason, reason: 'hub:sim' });

const describeReversal = (a: Answer) => {
  const d = a.body.data as { reference?: string; amount?: string; trx?: string; charge_trx?: string } | undefined;
  if (a.status === 201) return `201 reversed NGN ${d?.amount} (${d?.reference}: ${d?.trx} gives back ${d?.charge_trx})`;
  if (a.status === 200) return `200 reversed before (${d?.reference})`;
  return `${a.status} ${String(a.body.reason ?? '')} ${String(a.body.message ?? a.text)}`.trim();
};

const describe = (a: Answer) => {
  const d = a.body.data as { amount?: string; balance?: string; trx?: string; management?: boolean } | undefined;
  if (a.status === 201 && d?.management) return `201 management start NGN ${d.amount} (free: nothing debited, ${d.trx})`;
  return a.status === 201 ? `201 charged NGN ${d?.amount} (balance NGN ${d?.balance}, ${d?.trx})` : `${a.status} ${String(a.body.reason ?? '')} ${String(a.body.message ?? a.text)}`.trim();
};

async function once(): Promise<number> {
  const key = keys[0]!;
  const machine = typeof v.machine === 'string' ? v.machine : 'W1';
  if (typeof v.report === 'string') {
    const state = v.report;
    if (!['free', 'in_use', 'out_of_order'].includes(state)) usage('--report must be free, in_use or out_of_order');
    const a = await call('PUT', '/hub/machines', key, { machines: [{ code: machine, state, ...(state === 'in_use' ? { minutes_left: num('minutes', 30) } : {}) }] });
    console.log(JSON.stringify({ status: a.status, body: a.body }));
    return a.status === 200 ? 0 : 1;
  }
  const cycleId = typeof v['cycle-id'] === 'string' ? v['cycle-id'] : `sim-${Date.now().toString(36)}`;
  if (v['fail-cycle'] && !cards.length) {
    if (typeof v['cycle-id'] !== 'string') usage('--fail-cycle without --card needs --cycle-id');
    const r = await reportFailed(key, cycleId);
    console.log(JSON.stringify({ reversal: { status: r.status, body: r.body } }));
    return r.status === 201 || r.status === 200 ? 0 : 1;
  }
  const card = cards[0] ?? usage('--once needs --card');
  const amount = v.amount === undefined ? undefined : num('amount', 0);
  const a = await charge(key, card, machine, cycleId, amount);
  if (!v['fail-cycle']) {
    console.log(JSON.stringify({ status: a.status, body: a.body }));
    return a.status === 201 ? 0 : 1;
  }
  // The cycle did not run: the hub says so, and the charge is reversed.
  const r = a.status === 201 ? await reportFailed(key, cycleId) : null;
  console.log(JSON.stringify({ status: a.status, body: a.body, ...(r ? { reversal: { status: r.status, body: r.body } } : {}) }));
  return r && (r.status === 201 || r.status === 200) ? 0 : 1;
}

async function run(): Promise<number> {
  const controllers = Math.max(1, Math.floor(num('hubs', keys.length)));
  const rate = num('rate', 1);
  const durationMs = num('duration', 10) * 1000;
  const retryShare = Math.min(1, num('retry-share', 0.2));
  const failShare = Math.min(1, num('fail-share', 0));
  const stats = { charges: 0, byStatus: new Map<number, number>(), retries: 0, retryMismatches: 0, reports: 0, reversals: 0, errors: 0, latencies: [] as number[] };
  const count = (status: number) => stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);
  const deadline = Date.now() + durationMs;
  const runId = Date.now().toString(36);
  let seq = 0;

  async function controller(index: number) {
    const key = keys[index % keys.length]!;
    const busy = new Map<string, number>(); // machine → epoch ms when free again
    const perController = rate / controllers;
    let nextReport = 0;
    while (Date.now() < deadline) {
      const now = Date.now();
      if (now >= nextReport) {
        const states = machines.map((code) => {
          const until = busy.get(code) ?? 0;
          return until > now ? { code, state: 'in_use', minutes_left: Math.max(1, Math.ceil((until - now) / 60_000)) } : { code, state: 'free' };
        });
        try {
          const a = await call('PUT', '/hub/machines', key, { machines: states });
          stats.reports++;
          if (a.status !== 200) {
            stats.errors++;
            say(`hub ${index + 1}: machine report → ${a.status} ${String(a.body.message ?? a.text)}`);
          }
        } catch (err) {
          stats.errors++;
          say(`hub ${index + 1}: machine report failed: ${(err as Error).message}`);
        }
        nextReport = now + 5_000;
      }
      if (cards.length && perController > 0) {
        const card = cards[Math.floor(Math.random() * cards.length)]!;
        const machine = machines[Math.floor(Math.random() * machines.length)]!;
        const cycleId = `sim-${runId}-${index + 1}-${++seq}`;
        try {
          const first = await charge(key, card, machine, cycleId);
          stats.charges++;
          stats.latencies.push(first.ms);
          count(first.status);
          const fails = first.status === 201 && Math.random() < failShare;
          if (first.status === 201 && !fails) busy.set(machine, Date.now() + (30 + Math.floor(Math.random() * 15)) * 60_000);
          say(`hub ${index + 1}: ${machine} card ${card} cycle ${cycleId} → ${describe(first)}`);
          if (fails) {
            // The cycle did not run: reported twice, the second answer must be the same reversal.
            const reversed = await reportFailed(key, cycleId);
            stats.latencies.push(reversed.ms);
            say(`hub ${index + 1}:   cycle ${cycleId} did not run → ${describeReversal(reversed)}`);
            if (reversed.status === 201) {
              stats.reversals++;
              const again = await reportFailed(key, cycleId);
              if (again.status !== 200 || JSON.stringify(again.body.data) !== JSON.stringify(reversed.body.data)) {
                stats.retryMismatches++;
                console.error(`hub ${index + 1}: IDEMPOTENCY BREACH on the report of ${cycleId}: first ${reversed.text}, again ${again.status} ${again.text}`);
              }
            } else stats.errors++;
          }
          if (Math.random() < retryShare) {
            const again = await charge(key, card, machine, cycleId);
            stats.retries++;
            stats.latencies.push(again.ms);
            if (again.status !== first.status || again.text !== first.text) {
              stats.retryMismatches++;
              console.error(`hub ${index + 1}: IDEMPOTENCY BREACH on ${cycleId}: first ${first.status} ${first.text}, retry ${again.status} ${again.text}`);
            } else say(`hub ${index + 1}:   retry of ${cycleId} → same answer (${again.status})`);
          }
        } catch (err) {
          stats.errors++;
          say(`hub ${index + 1}: charge failed: ${(err as Error).message}`);
        }
        await new Promise((r) => setTimeout(r, 1000 / perController));
      } else {
        await new Promise((r) => setTimeout(r, Math.min(1000, Math.max(0, deadline - Date.now()))));
      }
    }
  }

  await Promise.all(Array.from({ length: controllers }, (_, i) => controller(i)));
  const sorted = [...stats.latencies].sort((a, b) => a - b);
  const pct = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1) : '-');
  const statuses = [...stats.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ') || 'none';
  console.log(
    `hub:sim: ${controllers} controller(s), ${stats.charges} charge(s) [${statuses}], ${stats.retries} retr${stats.retries === 1 ? 'y' : 'ies'} ` +
      `(${stats.retryMismatches} answered differently), ${stats.reversals} failed cycle(s) reversed, ${stats.reports} machine report(s), ${stats.errors} error(s); ` +
      `latency p50 ${pct(50)} ms, p99 ${pct(99)} ms`,
  );
  if (stats.retryMismatches) return 1;
  if (stats.charges + stats.reports > 0 && stats.errors === stats.charges + stats.reports) return 1;
  return 0;
}

(v.once ? once() : run()).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`hub:sim: ${(err as Error).message}`);
    process.exit(2);
  },
);
