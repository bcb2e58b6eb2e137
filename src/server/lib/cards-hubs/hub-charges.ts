import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { hubCharges } from '#server/db/schema.js';
import { newTrx } from '#server/lib/ledger/ledger.js';
import { countPosting } from '#server/lib/platform/metrics.js';
import { normaliseCardNumber } from './card-numbers.js';
import { HUB_KEY_INVALID, type HubPrincipal } from '#server/lib/identity/principal.js';
import { rowsOf } from '#server/db/rows.js';
import { forgetHubKey } from './hub-keys.js';

/**
 * Hub charges (docs/decisions/020-cards-and-hubs.md, 025): card charges for machine cycles, one ledger debit each,
 * idempotent per (hub, cycle_id) — the first answer is stored and every retry gets it — and capped by the machine's
 * limit per cycle (a refusal above it is reported to the operators, ADR 039); a management card's start is free (ADR 046).
 */

export type HubReason =
  | 'card_unknown'
  | 'machine_unknown'
  | 'amount_above_limit'
  | 'card_frozen'
  | 'card_not_linked'
  | 'insufficient_balance'
  | 'management_card_revoked'
  | 'management_card_not_valid_here';

export interface ChargeAnswer {
  status: number;
  body: Record<string, unknown>;
  /** Set when this request's charge was refused above the machine's limit and reported (audit hub_charge.above_limit). */
  reported?: { machine: string; amount: number; limit: number; hubChargeId: number };
  /** Set when this request debited a customer's wallet (not a retry, not a management card): for the low-balance alert. */
  charged?: { hubChargeId: number; amountKobo: number; postBalanceKobo: number };
}

/** The action of the operators' report of a charge above a machine's limit (ops hub:alerts lists them). */
export const ABOVE_LIMIT_ACTION = 'hub_charge.above_limit';

export const CHARGE_MESSAGES = {
  charged: 'Card charged.',
  card_unknown: 'This card is not recognised.',
  machine_unknown: (code: string) => `This hub has no machine ${code}.`,
  amount_above_limit: (amount: string, code: string, limit: string) => `The amount ₦${amount} is above the most machine ${code} may charge per cycle (₦${limit}).`,
  card_frozen: 'This card has been frozen by its owner and cannot be used.',
  card_not_linked: 'This card is not linked to an account yet. Link it at e-laundry.ng first.',
  insufficient_balance: 'Insufficient balance on this card. Please top up your e-laundry account.',
  management_started: 'Management start recorded.',
  management_card_revoked: 'This management card has been revoked.',
  management_card_not_valid_here: 'This management card is not valid at this hub.',
} as const;

/** The pipeline's answer to a key that is not (or no longer) valid. */
export const HUB_KEY_REFUSED: ChargeAnswer = { status: 401, body: { code: 401, message: HUB_KEY_INVALID, reason: 'hub_key_invalid' } };

/** The account of one management card's free starts, and its counter (docs/decisions/046-management-cards.md). */
const MANAGEMENT_USE_PREFIX = 'management_use:';
export const MANAGEMENT_ACCOUNTS = { use: (managementCardId: number) => `${MANAGEMENT_USE_PREFIX}${managementCardId}`, allowance: 'management_allowance' } as const;

export interface ChargeInput {
  card_number: string;
  machine: string;
  cycle_id: string;
  /** kobo; undefined: the machine's price */
  amountKobo?: number;
  /** The request's id, recorded with an operators' report (audit_events.request_id). */
  requestId?: string | null;
}

/**
 * The charge is ONE SQL statement (docs/decisions/025-hub-charge-in-one-statement.md), prepared once per database
 * (a named statement on PostgreSQL: parsed and planned once per connection), so a charge costs one round trip after
 * the hub key check instead of nine (BEGIN, lookups, lock, insert, update, insert, COMMIT) and no query building:
 *
 *   k      the hub's key, still not revoked (the pipeline may have taken it from HUB_KEY_CACHE): else nothing
 *          else happens and the hub gets 401;
 *   m, c   the hub's machine, the amount (the hub's, else the price) and the most it may charge per cycle (its
 *          limit: the greater of its price and its max_charge, docs/decisions/039), and the card;
 *   u      the holder's balance row, locked FOR UPDATE (only when the machine exists, the amount is within its limit
 *          and the card is linked). Under
 *          READ COMMITTED a lock that had to wait returns the row's newest committed version, so concurrent charges
 *          of one account, on any number of instances, queue here and each sees the balance its predecessor left;
 *   d      the verdict (machine_unknown, amount_above_limit, card_unknown, card_frozen, card_not_linked,
 *          insufficient_balance, charged) and the answer's body, built here so the first answer and every retry are
 *          the same stored jsonb;
 *   claim  the answer recorded under the unique (hub, cycle_id): INSERT … ON CONFLICT DO NOTHING, which waits for a
 *          concurrent insert of the same cycle to commit and then inserts nothing;
 *   alert  ONLY from a claimed amount_above_limit row: the operators' report, an audit event by the hub
 *          (hub_charge.above_limit). It is part of the refusal's own statement, which commits (a refusal is an answer,
 *          not an error), so the report cannot be rolled back with anything, and a retry reports nothing again;
 *   line   ONLY from a claimed charged row of a customer's card: the ledger's one posting rule, the SQL function
 *          ledger_post (migration 0011, also behind lib/ledger/ledger.ts post()): the journal of the wallet line (post
 *          balance = locked balance − amount, caused by the hub charge, its id) and the hub's revenue line; balance
 *          and entry count updated.
 *   mline  ONLY from a claimed charged row of a management card (mc: the card's management_cards row, active and
 *          valid at this hub, docs/decisions/046-management-cards.md): a free start. No wallet is locked or touched
 *          and no hub revenue is booked; the system-only posting rule ledger_post_system (migration 0014) books the
 *          amount to management_use:<management card id> (+) against management_allowance (−), once per hub charge
 *          (its cause). A revoked card, or one not valid at this hub, is refused (409) like a frozen card.
 *
 * A statement is one transaction: either all of it happens or none. When the cycle was recorded before (a retry, or a
 * twin on another connection that committed first) nothing is claimed, so nothing is debited, and the recorded first
 * answer is read and returned as it was. The posting itself is ledger_post's, so a new ledger column or account is
 * added once; it re-takes the wallet lock this statement already holds.
 */
const KOBO_TEXT = (v: SQL) => sql`((${v}) / 100)::text || '.' || lpad(((${v}) % 100)::text, 2, '0')`;

function chargeStatement(db: Db) {
  const p = <T extends string>(name: T, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  const hub = p('hub', 'int');
  const cycle = p('cycle', 'text');
  const refuse = (status: number, reason: HubReason, message: SQL) =>
    sql`${sql.raw(String(status))}, ${reason}::text, jsonb_build_object('code', ${sql.raw(String(status))}, 'message', ${message}, 'reason', ${reason}::text)`;
  const text = (t: string) => sql`${t}::text`;
  const over = sql`coalesce(d.over_limit, false)`;
  const naira = (v: SQL) => sql`to_char((${v}) / 100.0, 'FM999,999,999,999,990.00')`;
  const query = sql`
    with k as (
      select id from hub_keys where id = ${p('keyId', 'int')} and service_center_id = ${hub} and revoked_at is null
    ), m as (
      select id, code, kind, amount, cap, amount > cap as over_limit from (
        select id, code, kind, coalesce(${p('amount', 'bigint')}, price) as amount, greatest(price, max_charge) as cap from machines
        where service_center_id = ${hub} and code = ${p('machine', 'text')} and exists (select 1 from k)
      ) mm
    ), c as (
      select id, number, status, user_id from cards where number = ${p('card', 'text')}
    ), mc as (
      select id, status, ${hub} = any(service_center_ids) as valid_here from management_cards
      where card_id = (select id from c where status = 'management')
    ), u as materialized (
      select id, balance, entry_count from users
      where id = (select user_id from c where status = 'linked') and exists (select 1 from m where not m.over_limit)
      for update
    ), d as (
      select m.id as machine_id, m.code as machine_code, m.amount, m.cap, m.over_limit, c.id as card_id, c.number as card_number, c.status as card_status,
        c.user_id, u.id as holder_id, u.balance, u.entry_count, mc.id as mgmt_id, mc.status as mgmt_status, coalesce(mc.valid_here, false) as mgmt_valid,
        case when m.kind = 'washer' then 'Wash' else 'Dry' end || ' — ' || ${p('hubName', 'text')} || ', machine ' || m.code
          || case when c.status = 'management' then ' (management start)' else '' end as detail
      from (select 1) one left join m on true left join c on m.id is not null left join u on true left join mc on true
      where exists (select 1 from k)
    ), v as (
      select d.*, x.status, x.reason, x.body from d cross join lateral (
        select ${refuse(404, 'machine_unknown', sql`'This hub has no machine ' || ${p('machine', 'text')} || '.'`)} where d.machine_id is null
        union all select 422, 'amount_above_limit'::text, jsonb_build_object('code', 422, 'message', a.message,
            'error', jsonb_build_object('amount', jsonb_build_array(a.message)), 'reason', 'amount_above_limit'::text)
          from (select 'The amount ₦' || ${naira(sql`d.amount`)} || ' is above the most machine ' || d.machine_code
            || ' may charge per cycle (₦' || ${naira(sql`d.cap`)} || ').' as message) a
          where ${over}
        union all select ${refuse(404, 'card_unknown', text(CHARGE_MESSAGES.card_unknown))} where d.machine_id is not null and not ${over} and d.card_id is null
        union all select ${refuse(409, 'management_card_revoked', text(CHARGE_MESSAGES.management_card_revoked))}
          where not ${over} and d.card_status = 'management' and coalesce(d.mgmt_status, 'revoked') <> 'active'
        union all select ${refuse(409, 'management_card_not_valid_here', text(CHARGE_MESSAGES.management_card_not_valid_here))}
          where not ${over} and d.card_status = 'management' and d.mgmt_status = 'active' and not d.mgmt_valid
        union all select 201, 'management', jsonb_build_object('code', 201, 'message', ${text(CHARGE_MESSAGES.management_started)}, 'data', jsonb_build_object(
            'cycle_id', ${cycle}, 'card_number', d.card_number, 'machine', d.machine_code, 'trx', ${p('trx', 'text')},
            'amount', ${KOBO_TEXT(sql`d.amount`)}, 'balance', '0.00'::text,
            'detail', d.detail, 'created_at', ${p('nowIso', 'text')}, 'management', true))
          where not ${over} and d.card_status = 'management' and d.mgmt_status = 'active' and d.mgmt_valid
        union all select ${refuse(409, 'card_frozen', text(CHARGE_MESSAGES.card_frozen))} where not ${over} and d.card_status = 'frozen'
        union all select ${refuse(409, 'card_not_linked', text(CHARGE_MESSAGES.card_not_linked))}
          where not ${over} and d.card_status not in ('frozen', 'management') and (d.card_status <> 'linked' or d.user_id is null or d.holder_id is null)
        union all select ${refuse(402, 'insufficient_balance', text(CHARGE_MESSAGES.insufficient_balance))} where not ${over} and d.balance < d.amount
        union all select 201, 'charged', jsonb_build_object('code', 201, 'message', ${text(CHARGE_MESSAGES.charged)}, 'data', jsonb_build_object(
            'cycle_id', ${cycle}, 'card_number', d.card_number, 'machine', d.machine_code, 'trx', ${p('trx', 'text')},
            'amount', ${KOBO_TEXT(sql`d.amount`)}, 'balance', ${KOBO_TEXT(sql`d.balance - d.amount`)},
            'detail', d.detail, 'created_at', ${p('nowIso', 'text')}))
          where not ${over} and d.balance >= d.amount
      ) x (status, reason, body)
    ), claim as (
      insert into hub_charges (service_center_id, cycle_id, card_number, machine_id, card_id, user_id, amount, trx, status, body, created_at, management_card_id)
      select ${hub}, ${cycle}, ${p('card', 'text')}, v.machine_id,
        case when v.reason <> 'card_unknown' then v.card_id end,
        case when v.reason <> 'card_unknown' then v.user_id end,
        case when v.status in (201, 402, 422) then v.amount end,
        case when v.status = 201 then ${p('trx', 'text')} end,
        v.status, v.body, ${p('now', 'timestamptz')},
        case when v.reason <> 'card_unknown' and v.card_status = 'management' then v.mgmt_id end
      from v
      on conflict (service_center_id, cycle_id) do nothing
      returning id, status, body
    ), alert as (
      insert into audit_events (actor_kind, actor_id, actor_label, action, target_kind, target_id, request_id, details, at)
      select 'hub', ${hub}::text, ${p('hubName', 'text')}, ${ABOVE_LIMIT_ACTION}::text, 'machine', v.machine_id::text, ${p('requestId', 'text')},
        jsonb_build_object('hub_charge_id', claim.id, 'hub_id', ${hub}, 'key_id', ${p('keyId', 'int')}, 'cycle_id', ${cycle}, 'machine', v.machine_code,
          'card_id', v.card_id, 'amount', v.amount, 'limit', v.cap), ${p('now', 'timestamptz')}
      from claim, v where claim.status = 422 and v.reason = 'amount_above_limit'
      returning id
    ), line as materialized (
      select posted.id, posted.post_balance from claim, v,
        ledger_post(v.holder_id, '-', v.amount, ${p('trx', 'text')}, v.detail, 'hub_charge', 'hub_charge', claim.id, 0, 'hub_revenue:' || ${hub}) posted
      where claim.status = 201 and v.reason = 'charged'
    ), mline as materialized (
      select ledger_post_system(${MANAGEMENT_USE_PREFIX}::text || v.mgmt_id, '+', v.amount, v.detail, 'hub_charge', claim.id, 0,
        ${MANAGEMENT_ACCOUNTS.allowance}::text, ${p('now', 'timestamptz')}) as journal_id
      from claim, v
      where claim.status = 201 and v.reason = 'management'
    )
    select exists (select 1 from k) as key_live, claim.status, claim.body, claim.id as claim_id, v.amount, v.cap, v.machine_code,
      (select count(*) from alert)::int as reported,
      (select count(*) from line where line.post_balance = v.balance - v.amount)::int as debited,
      (select count(*) from line where line.id is not null)::int as lines,
      (select count(*) from mline where mline.journal_id is not null)::int as booked, v.mgmt_id
    from (select 1) one left join claim on true left join v on true`;
  const session = (db as unknown as { session: PreparingSession }).session;
  const dialect = (db as unknown as { dialect: { sqlToQuery(q: SQL): unknown } }).dialect;
  return session.prepareQuery(dialect.sqlToQuery(query), undefined, 'hub_charge', false);
}

/** drizzle's session: prepares raw SQL as a named statement (what `.prepare(name)` does for its query builder). */
interface PreparingSession {
  prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: false): { execute(values: Record<string, unknown>): Promise<unknown> };
}

const chargeStatements = new WeakMap<Db, ReturnType<typeof chargeStatement>>();
const storedAnswers = new WeakMap<Db, ReturnType<typeof prepareStoredAnswer>>();
function prepareStoredAnswer(db: Db) {
  return db
    .select({ status: hubCharges.status, body: hubCharges.body })
    .from(hubCharges)
    .where(and(eq(hubCharges.serviceCenterId, sql.placeholder('hub')), eq(hubCharges.cycleId, sql.placeholder('cycle'))))
    .prepare('hub_charge_answer');
}


/**
 * Charges a card for a cycle, exactly once per (hub, cycle_id), in ONE statement (see chargeStatement): a refusal is
 * recorded like a charge, and a retry of a recorded cycle answers its first result, status and body.
 */
export async function chargeCard(db: Db, hub: HubPrincipal, input: ChargeInput, now: Date): Promise<ChargeAnswer> {
  if (input.amountKobo !== undefined && (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0)) {
    throw new Error(`hub charge: amount must be positive kobo, got ${input.amountKobo}`);
  }
  const cardNumber = normaliseCardNumber(input.card_number);
  let statement = chargeStatements.get(db);
  if (!statement) chargeStatements.set(db, (statement = chargeStatement(db)));
  const iso = now.toISOString();
  const [row] = rowsOf<{
    key_live: boolean;
    status: number | null;
    body: unknown;
    claim_id: number | null;
    amount: number | string | null;
    cap: number | string | null;
    machine_code: string | null;
    reported: number;
    debited: number;
    lines: number;
    booked: number;
    mgmt_id: number | null;
  }>(
    await statement.execute({
      keyId: hub.keyId,
      hub: hub.hubId,
      hubName: hub.hubName,
      machine: input.machine,
      card: cardNumber,
      cycle: input.cycle_id,
      amount: input.amountKobo ?? null,
      trx: newTrx(),
      requestId: input.requestId ?? null,
      now: iso,
      nowIso: iso,
    }),
  );
  if (!row?.key_live) {
    forgetHubKey(db, hub.keyId);
    return HUB_KEY_REFUSED;
  }
  if (row.status !== null) {
    if (row.status === 201 && row.mgmt_id !== null) {
      if (row.booked !== 1 || row.lines !== 0) throw new Error(`hub charge ${hub.hubId}/${input.cycle_id}: management start claimed but booked ${row.booked}, lines ${row.lines}`);
    } else if (row.status === 201) {
      if (row.debited !== 1 || row.lines !== 1) throw new Error(`hub charge ${hub.hubId}/${input.cycle_id}: claimed but debited ${row.debited}, lines ${row.lines}`);
      countPosting('-', Number(row.amount));
    }
    const answer: ChargeAnswer = { status: row.status, body: parseJson(row.body) };
    if (row.status === 201 && row.mgmt_id === null && row.claim_id !== null) {
      const balance = String((answer.body.data as { balance?: string } | undefined)?.balance ?? '0.00');
      answer.charged = { hubChargeId: row.claim_id, amountKobo: Number(row.amount), postBalanceKobo: Math.round(Number(balance) * 100) };
    }
    if (row.reported) {
      answer.reported = { machine: row.machine_code!, amount: Number(row.amount), limit: Number(row.cap), hubChargeId: row.claim_id! };
    }
    return answer;
  }
  // Recorded before (committed: ON CONFLICT waited for it): the first answer, as it was.
  let stored = storedAnswers.get(db);
  if (!stored) storedAnswers.set(db, (stored = prepareStoredAnswer(db)));
  const [first] = await stored.execute({ hub: hub.hubId, cycle: input.cycle_id });
  if (!first) throw new Error(`hub charge ${hub.hubId}/${input.cycle_id}: conflict but no recorded answer`);
  return { status: first.status, body: first.body as Record<string, unknown> };
}

/** jsonb arrives parsed from node-postgres and PGlite; a driver that hands text gets it parsed here. */
const parseJson = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>;
