import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '#server/db/client.js';
import { uniqueViolation } from './accounts.js';
import { audit, inTransaction, type AuditContext } from './audit.js';
import { auditEvents, cardFees, cards, hubCharges, hubKeys, locations, machines, serviceCenters, users, type MachineState } from '#server/db/schema.js';
import { newTrx } from './ledger.js';
import { countPosting } from './metrics.js';
import { money } from './money.js';
import { sha256 } from './tokens.js';
import { normaliseCardNumber } from './cards.js';
import { alertMachineTransitions, type MachineTransition } from './notifications.js';
import { rowsOf } from '#server/db/rows.js';

/**
 * The hubs (docs/decisions/020-cards-and-hubs.md): their keys (random, shown once, stored as SHA-256, revocable),
 * card charges for machine cycles (one ledger debit each, idempotent per (hub, cycle_id): the first answer is stored
 * and every retry gets it), machine state reports, and the Laundry Viewer's read models.
 */

// ---------------------------------------------------------------- keys

export interface HubPrincipal {
  keyId: number;
  hubId: number;
  hubName: string;
}

export const HUB_KEY_INVALID = 'Invalid or revoked hub key.';
const KEY_SHAPE = /^hub_[A-Za-z0-9_-]{43}$/;

/**
 * A new key: `hub_` + 256 random bits (base64url). Only its hash is kept; the prefix names it in listings. Audited
 * (hub_key.issue: id, prefix and the reason — never the key) in the same transaction. Called by `ops hub:key:issue`
 * and the console's issueStaffHubKey.
 */
export async function issueHubKey(db: Executor, hubId: number, ctx: AuditContext, reason?: string): Promise<{ key: string; prefix: string; id: number; createdAt: Date }> {
  const key = `hub_${randomBytes(32).toString('base64url')}`;
  const prefix = key.slice(0, 12);
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(hubKeys).values({ serviceCenterId: hubId, prefix, keyHash: sha256(key) }).returning({ id: hubKeys.id, createdAt: hubKeys.createdAt });
    await audit(tx, ctx, { action: 'hub_key.issue', target: { kind: 'hub', id: hubId }, details: { key_id: row!.id, prefix, ...(reason ? { reason } : {}) } });
    return { key, prefix, id: row!.id, createdAt: row!.createdAt };
  });
}

/** Which keys revokeHubKeys revokes: one by prefix (the CLI) or by id (the console), else all; and why. */
export interface RevokeSelect {
  prefix?: string;
  keyId?: number;
  reason?: string;
}

/**
 * Revokes keys of a hub: the one with this prefix or id, or all of them. Returns how many were revoked; when some
 * were, audited (hub_key.revoke) in the same transaction. A revocation takes effect on the key's next request on every
 * instance: each hub operation re-checks its key in its own statement (see HUB_KEY_CACHE).
 */
export async function revokeHubKeys(db: Executor, hubId: number, now: Date, ctx: AuditContext, select: string | RevokeSelect = {}): Promise<number> {
  const { prefix, keyId, reason } = typeof select === 'string' ? { prefix: select, keyId: undefined, reason: undefined } : select;
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .update(hubKeys)
      .set({ revokedAt: now })
      .where(
        and(
          eq(hubKeys.serviceCenterId, hubId),
          isNull(hubKeys.revokedAt),
          prefix ? eq(hubKeys.prefix, prefix) : undefined,
          keyId !== undefined ? eq(hubKeys.id, keyId) : undefined,
        ),
      )
      .returning({ id: hubKeys.id });
    if (rows.length) {
      await audit(tx, ctx, {
        action: 'hub_key.revoke',
        target: { kind: 'hub', id: hubId },
        details: { key_ids: rows.map((r) => r.id), ...(prefix ? { prefix } : {}), ...(reason ? { reason } : {}) },
      });
    }
    return rows.length;
  });
}

/**
 * Rotation: every active key of the hub revoked and a new one issued, in ONE transaction (the old keys stop only if
 * the new one exists; two audit events, one request id). No grace period. `ops hub:key:rotate` and rotateStaffHubKey.
 */
export async function rotateHubKeys(db: Executor, hubId: number, now: Date, ctx: AuditContext, reason?: string) {
  return inTransaction(db, async (tx) => {
    const revoked = await revokeHubKeys(tx, hubId, now, ctx, { reason });
    const issued = await issueHubKey(tx, hubId, ctx, reason);
    return { revoked, ...issued };
  });
}

const keyQueries = new WeakMap<Db, ReturnType<typeof prepareKeyQuery>>();
function prepareKeyQuery(db: Db) {
  return db
    .select({ keyId: hubKeys.id, keyHash: hubKeys.keyHash, hubId: serviceCenters.id, hubName: serviceCenters.name })
    .from(hubKeys)
    .innerJoin(serviceCenters, eq(serviceCenters.id, hubKeys.serviceCenterId))
    .where(and(eq(hubKeys.keyHash, sql.placeholder('hash')), isNull(hubKeys.revokedAt)))
    .prepare('hub_for_key');
}

/**
 * Keys seen valid lately, per database: hash → principal and until when it may be reused without asking the
 * database. This only spares the pipeline's lookup (plugins/request-guard.ts, before the body); it never decides
 * alone: every hub operation checks that its key is still live in its own statement (chargeCard's statement,
 * reportMachines' transaction), so a revocation — by an operator command on any instance — takes effect on the next
 * request. A key found revoked there is forgotten at once. Unknown keys are never remembered.
 */
export const HUB_KEY_CACHE = { ttlMs: 60_000, max: 10_000 };
const keyCaches = new WeakMap<Db, Map<string, { principal: HubPrincipal; until: number }>>();

/** The hub of a key, or null (unknown, malformed or revoked). See HUB_KEY_CACHE: the caller re-checks liveness. */
export async function hubForKey(db: Db, key: string): Promise<HubPrincipal | null> {
  if (!KEY_SHAPE.test(key)) return null;
  const hash = sha256(key);
  let cache = keyCaches.get(db);
  if (!cache) keyCaches.set(db, (cache = new Map()));
  const seen = cache.get(hash);
  if (seen && seen.until > Date.now()) return seen.principal;
  let q = keyQueries.get(db);
  if (!q) keyQueries.set(db, (q = prepareKeyQuery(db)));
  const [row] = await q.execute({ hash });
  // The lookup is by the hash (a leak of timing says nothing about the key); compare again in constant time.
  if (!row || !timingSafeEqual(Buffer.from(row.keyHash), Buffer.from(hash))) {
    cache.delete(hash);
    return null;
  }
  const principal = { keyId: row.keyId, hubId: row.hubId, hubName: row.hubName };
  cache.delete(hash);
  if (cache.size >= HUB_KEY_CACHE.max) cache.delete(cache.keys().next().value!);
  cache.set(hash, { principal, until: Date.now() + HUB_KEY_CACHE.ttlMs });
  return principal;
}

/** Forgets a key found revoked by an operation's own check (the next request with it is refused before its body). */
function forgetHubKey(db: Db, keyId: number) {
  const cache = keyCaches.get(db);
  if (cache) for (const [hash, seen] of cache) if (seen.principal.keyId === keyId) cache.delete(hash);
}

/** The pipeline's answer to a key that is not (or no longer) valid. */
export const HUB_KEY_REFUSED: ChargeAnswer = { status: 401, body: { code: 401, message: HUB_KEY_INVALID, reason: 'hub_key_invalid' } };

/**
 * For a hub operation outside this module (lib/reversals.ts reportFailedCycle): the key still live, checked in the
 * database by its own statement (see HUB_KEY_CACHE); a key found revoked is forgotten at once.
 */
export async function hubKeyStillLive(db: Db, hub: HubPrincipal): Promise<boolean> {
  if (await keyLive(db, hub)) return true;
  forgetHubKey(db, hub.keyId);
  return false;
}

/** A key still live (not revoked) in `db` — inside a transaction, as of that transaction's statement. */
async function keyLive(db: Executor, hub: HubPrincipal): Promise<boolean> {
  const rows = await db
    .select({ id: hubKeys.id })
    .from(hubKeys)
    .where(and(eq(hubKeys.id, hub.keyId), eq(hubKeys.serviceCenterId, hub.hubId), isNull(hubKeys.revokedAt)));
  return rows.length === 1;
}

// ---------------------------------------------------------------- charges

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
 *          ledger_post (migration 0011, also behind lib/ledger.ts post()): the journal of the wallet line (post
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

// ---------------------------------------------------------------- machine states

/**
 * Records machine states; null when the hub's key was revoked meanwhile (see HUB_KEY_CACHE: nothing is recorded).
 * Each machine's row is locked while its state changes, so a busy → free transition is seen by exactly one report
 * however many arrive at once; its alerts (lib/notifications.ts alertMachineTransitions: "your cycle is done",
 * "a machine is free") are outbox rows of this same transaction. `alerts` says what was queued (the caller wakes the
 * outboxes after its answer).
 */
export async function reportMachines(
  db: Db,
  hub: HubPrincipal,
  reports: { code: string; state: MachineState; minutes_left?: number }[],
  now: Date,
  opts: { publicUrl: string } = { publicUrl: '' },
): Promise<{ updated: string[]; unknown: string[]; alerts: { mail: boolean; push: number } } | null> {
  const hubId = hub.hubId;
  // The last report of a code wins within one batch.
  const byCode = new Map(reports.map((r) => [r.code, r]));
  const known = await db
    .select({ id: machines.id, code: machines.code })
    .from(machines)
    .where(and(eq(machines.serviceCenterId, hubId), inArray(machines.code, [...byCode.keys()])));
  const knownCodes = new Set(known.map((m) => m.code));
  const live = await db.transaction(async (tx) => {
    if (!(await keyLive(tx, hub))) return false;
    const transitions: MachineTransition[] = [];
    // In id order: two reports of overlapping machines lock them in the same order (no deadlock).
    for (const m of [...known].sort((a, b) => a.id - b.id)) {
      const r = byCode.get(m.code)!;
      const [before] = await tx
        .select({ state: machines.state, minutesLeft: machines.minutesLeft, freeTransitions: machines.freeTransitions, kind: machines.kind, name: machines.name })
        .from(machines)
        .where(eq(machines.id, m.id))
        .for('update');
      const minutesLeft = r.state === 'in_use' ? (r.minutes_left ?? null) : null;
      const turnsFree = before!.state !== 'free' && r.state === 'free';
      const ranOut = r.state === 'in_use' && minutesLeft === 0 && !(before!.state === 'in_use' && before!.minutesLeft === 0);
      const cycleEnded = (before!.state === 'in_use' && r.state === 'free') || ranOut;
      const freeTransitions = before!.freeTransitions + (turnsFree ? 1 : 0);
      await tx
        .update(machines)
        .set({ state: r.state, minutesLeft, reportedAt: now, ...(turnsFree ? { freeTransitions } : {}) })
        .where(eq(machines.id, m.id));
      if (turnsFree || cycleEnded) {
        transitions.push({ machineId: m.id, code: m.code, kind: before!.kind, name: before!.name, cycleEnded, ...(turnsFree ? { freeTransition: freeTransitions } : {}) });
      }
    }
    const alerts = transitions.length && opts.publicUrl ? await alertMachineTransitions(tx, hub, transitions, now, opts) : { mail: false, push: 0 };
    return { alerts };
  });
  if (!live) {
    forgetHubKey(db, hub.keyId);
    return null;
  }
  return {
    updated: [...byCode.keys()].filter((c) => knownCodes.has(c)),
    unknown: [...byCode.keys()].filter((c) => !knownCodes.has(c)),
    alerts: live.alerts,
  };
}

// ---------------------------------------------------------------- Laundry Viewer

export async function hubsView(db: Db, now: Date, staleMinutes: number, locationId?: number) {
  const rows = await db
    .select({ location: locations, center: serviceCenters, machine: machines })
    .from(locations)
    .leftJoin(serviceCenters, eq(serviceCenters.locationId, locations.id))
    .leftJoin(machines, eq(machines.serviceCenterId, serviceCenters.id))
    .where(locationId !== undefined ? eq(locations.id, locationId) : undefined)
    .orderBy(asc(locations.id), asc(serviceCenters.id), asc(machines.kind), asc(machines.code));
  const staleBefore = now.getTime() - staleMinutes * 60_000;
  type MachineView = {
    code: string;
    kind: 'washer' | 'dryer';
    name: string;
    state: MachineState;
    minutes_left: number | null;
    price: string;
    reported_at: string | null;
    stale: boolean;
  };
  type HubView = { id: number; name: string; address: string; free_washers: number; free_dryers: number; machines: MachineView[] };
  const out: { id: number; name: string; hubs: HubView[] }[] = [];
  for (const { location, center, machine } of rows) {
    let loc = out.at(-1);
    if (!loc || loc.id !== location.id) out.push((loc = { id: location.id, name: location.name, hubs: [] }));
    if (!center) continue;
    let hub = loc.hubs.at(-1);
    if (!hub || hub.id !== center.id) loc.hubs.push((hub = { id: center.id, name: center.name, address: center.address, free_washers: 0, free_dryers: 0, machines: [] }));
    if (!machine) continue;
    const stale = !machine.reportedAt || machine.reportedAt.getTime() < staleBefore;
    if (!stale && machine.state === 'free') {
      if (machine.kind === 'washer') hub.free_washers++;
      else hub.free_dryers++;
    }
    hub.machines.push({
      code: machine.code,
      kind: machine.kind,
      name: machine.name,
      state: machine.state,
      minutes_left: machine.state === 'in_use' ? machine.minutesLeft : null,
      price: money(machine.price),
      reported_at: machine.reportedAt ? machine.reportedAt.toISOString() : null,
      stale,
    });
  }
  return out;
}

/** The public Location page's view: no ids, no prices, no report times. */
export async function publicHubsView(db: Db, now: Date, staleMinutes: number) {
  return (await hubsView(db, now, staleMinutes)).map((l) => ({
    name: l.name,
    hubs: l.hubs.map((h) => ({
      name: h.name,
      address: h.address,
      free_washers: h.free_washers,
      free_dryers: h.free_dryers,
      machines: h.machines.map((m) => ({ code: m.code, kind: m.kind, state: m.state, minutes_left: m.minutes_left, stale: m.stale })),
    })),
  }));
}

// ---------------------------------------------------------------- operators: reference data

export async function findHub(db: Db, ref: string) {
  const id = /^\d+$/.test(ref) ? Number(ref) : null;
  const [hub] = await db
    .select()
    .from(serviceCenters)
    .where(id !== null ? eq(serviceCenters.id, id) : sql`lower(${serviceCenters.name}) = lower(${ref})`);
  return hub ?? null;
}

export async function findLocation(db: Db, ref: string) {
  const id = /^\d+$/.test(ref) ? Number(ref) : null;
  const [loc] = await db
    .select()
    .from(locations)
    .where(id !== null ? eq(locations.id, id) : sql`lower(${locations.name}) = lower(${ref})`);
  return loc ?? null;
}

export async function listHubsForOps(db: Db) {
  return db
    .select({
      id: serviceCenters.id,
      name: serviceCenters.name,
      location: locations.name,
      address: serviceCenters.address,
      machines: sql<number>`(select count(*) from ${machines} where ${machines.serviceCenterId} = ${serviceCenters.id})`.mapWith(Number),
      keys: sql<number>`(select count(*) from ${hubKeys} where ${hubKeys.serviceCenterId} = ${serviceCenters.id} and ${hubKeys.revokedAt} is null)`.mapWith(Number),
    })
    .from(serviceCenters)
    .innerJoin(locations, eq(locations.id, serviceCenters.locationId))
    .orderBy(asc(serviceCenters.id));
}

export async function listKeys(db: Db, hubId: number) {
  return db.select({ prefix: hubKeys.prefix, createdAt: hubKeys.createdAt, revokedAt: hubKeys.revokedAt }).from(hubKeys).where(eq(hubKeys.serviceCenterId, hubId)).orderBy(asc(hubKeys.id));
}

export async function listMachines(db: Db, hubId: number) {
  return db.select().from(machines).where(eq(machines.serviceCenterId, hubId)).orderBy(asc(machines.kind), asc(machines.code));
}

/** The condition of listHubAlerts (and of its count): above-limit reports, of one hub or all. */
export const hubAlertsWhere = (hubId?: number) =>
  and(eq(auditEvents.action, ABOVE_LIMIT_ACTION), hubId !== undefined ? eq(auditEvents.actorId, String(hubId)) : undefined);

/**
 * The operators' reports of hub charges refused above a machine's limit (audit events hub_charge.above_limit, newest
 * first), optionally of one hub: who (hub, key), when, which machine and cycle, the amount asked and the limit.
 */
export async function listHubAlerts(db: Db, filter: { hubId?: number; limit?: number; offset?: number } = {}) {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(hubAlertsWhere(filter.hubId))
    .orderBy(desc(auditEvents.id))
    .limit(filter.limit ?? 100)
    .offset(filter.offset ?? 0);
  return rows.map((r) => {
    const d = r.details as { hub_charge_id: number; key_id: number; cycle_id: string; machine: string; card_id: number | null; amount: number; limit: number };
    return {
      at: r.at.toISOString(),
      hub_id: Number(r.actorId),
      hub: r.actorLabel,
      key_id: d.key_id,
      machine: d.machine,
      cycle_id: d.cycle_id,
      card_id: d.card_id,
      amount: money(d.amount),
      limit: money(d.limit),
      hub_charge_id: d.hub_charge_id,
      request_id: r.requestId,
    };
  });
}

/**
 * Sets a machine's price and/or its maximum per cycle (kobo; null: none, the price is the most). Audited
 * (machine.price, with the values before and after and the reason) in the same transaction. Returns the machine, or
 * null when the hub has no such machine. `ops machine:price` and the console's updateStaffMachine.
 */
export async function setMachinePrice(
  db: Executor,
  hubId: number,
  code: string,
  set: { price?: number; maxCharge?: number | null; reason?: string },
  ctx: AuditContext,
) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(machines)
      .where(and(eq(machines.serviceCenterId, hubId), eq(machines.code, code)))
      .for('update');
    if (!before) return null;
    const [m] = await tx
      .update(machines)
      .set({ ...(set.price !== undefined ? { price: set.price } : {}), ...(set.maxCharge !== undefined ? { maxCharge: set.maxCharge } : {}) })
      .where(eq(machines.id, before.id))
      .returning();
    await audit(tx, ctx, {
      action: 'machine.price',
      target: { kind: 'machine', id: m!.id },
      details: {
        hub_id: hubId,
        code,
        price: m!.price,
        max_charge: m!.maxCharge,
        limit: Math.max(m!.price, m!.maxCharge ?? 0),
        before: { price: before.price, max_charge: before.maxCharge, limit: Math.max(before.price, before.maxCharge ?? 0) },
        ...(set.reason ? { reason: set.reason } : {}),
      },
    });
    return m!;
  });
}

/** A unique name or code already taken (locations, hubs within a location, machines within a hub). */
export const TAKEN = Symbol('taken');

/** Runs a creating transaction; a unique violation answers TAKEN (nothing written). */
async function unlessTaken<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T | typeof TAKEN> {
  try {
    return await db.transaction(fn);
  } catch (err) {
    if (uniqueViolation(err) !== null) return TAKEN;
    throw err;
  }
}

/** Adds a location (audited location.add). `ops location:add` and createStaffLocation. */
export async function addLocation(db: Db, name: string, ctx: AuditContext) {
  return unlessTaken(db, async (tx) => {
    const [row] = await tx.insert(locations).values({ name }).returning();
    await audit(tx, ctx, { action: 'location.add', target: { kind: 'location', id: row!.id }, details: { name } });
    return row!;
  });
}

/** Registers a hub (service centre) of a location (audited hub.register). `ops hub:register` and createStaffHub. */
export async function registerHub(db: Db, hub: { locationId: number; name: string; address: string }, ctx: AuditContext) {
  return unlessTaken(db, async (tx) => {
    const [row] = await tx.insert(serviceCenters).values(hub).returning();
    await audit(tx, ctx, { action: 'hub.register', target: { kind: 'hub', id: row!.id }, details: { name: hub.name, location_id: hub.locationId } });
    return row!;
  });
}

/** A machine's default name: "Washer 4" for W4. */
export const machineName = (kind: 'washer' | 'dryer', code: string) => `${kind === 'washer' ? 'Washer' : 'Dryer'} ${code.replace(/^[A-Z]+/, '')}`.trim();

/** Adds a machine to a hub (audited machine.add). `ops machine:add` and addStaffMachine. Codes are upper case. */
export async function addMachine(
  db: Db,
  hubId: number,
  m: { code: string; kind: 'washer' | 'dryer'; name?: string; price: number; maxCharge?: number | null },
  ctx: AuditContext,
) {
  const code = m.code.toUpperCase();
  const name = m.name?.trim() || machineName(m.kind, code);
  return unlessTaken(db, async (tx) => {
    const [row] = await tx
      .insert(machines)
      .values({ serviceCenterId: hubId, code, kind: m.kind, name, price: m.price, maxCharge: m.maxCharge ?? null })
      .returning();
    await audit(tx, ctx, {
      action: 'machine.add',
      target: { kind: 'machine', id: row!.id },
      details: { hub_id: hubId, code, kind: m.kind, name, price: m.price, ...(m.maxCharge ? { max_charge: m.maxCharge } : {}) },
    });
    return row!;
  });
}

/** Sets the global card and delivery fees (audited as fees.set in the same transaction). */
export async function setFees(db: Executor, fees: { cardFee?: number; deliveryFee?: number }, now: Date, ctx: AuditContext) {
  return inTransaction(db, async (tx) => {
    const [cur] = await tx.select().from(cardFees).where(eq(cardFees.id, 1)).for('update');
    const next = { cardFee: fees.cardFee ?? cur?.cardFee ?? 0, deliveryFee: fees.deliveryFee ?? cur?.deliveryFee ?? 0 };
    await tx
      .insert(cardFees)
      .values({ id: 1, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: cardFees.id, set: { ...next, updatedAt: now } });
    await audit(tx, ctx, { action: 'fees.set', target: null, details: { card_fee: next.cardFee, delivery_fee: next.deliveryFee } });
    return next;
  });
}

/** The holder of a card (for the simulator and operators). */
export async function cardHolder(db: Db, number: string) {
  const [row] = await db
    .select({ number: cards.number, status: cards.status, email: users.email, balance: users.balance })
    .from(cards)
    .leftJoin(users, eq(users.id, cards.userId))
    .where(eq(cards.number, normaliseCardNumber(number)));
  return row ?? null;
}
