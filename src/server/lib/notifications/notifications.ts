import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '#server/db/client.js';
import {
  hubCharges,
  notificationPreferences,
  pushSubscriptions,
  serviceCenters,
  users,
  type NotificationChannels,
  type NotificationEvent,
} from '#server/db/schema.js';
import { alertMail, type MailContent } from '#server/mail/templates.js';
import { formatKobo } from '#shared/money.js';
import { money } from '#server/lib/platform/money.js';
import { enqueueMail } from '#server/lib/platform/outbox.js';
import { enqueuePush, type PushPayload } from './push.js';

/**
 * Customer alerts (issue 28, docs/decisions/059-customer-alerts-and-web-push.md): the events a customer may hear about,
 * per channel (e-mail, web push on each subscribed device), as they chose in Profile → Notifications. Every alert is
 * rows of the transaction that decided the event — mail_outbox and push_outbox rows with a unique key per event (and
 * per device) —, so an event alerts once however often the code deciding it runs, and nothing is sent inside the
 * request that caused it.
 */

export const NOTIFICATION_EVENTS: { event: NotificationEvent; label: string; email: boolean; push: boolean }[] = [
  { event: 'cycle_done', label: 'Your cycle is done', email: false, push: true },
  { event: 'machine_free', label: 'A machine is free at a hub I follow', email: false, push: true },
  { event: 'topup_credited', label: 'Top-up credited', email: true, push: true },
  { event: 'low_balance', label: 'Balance below my threshold', email: true, push: true },
  { event: 'card_ready', label: 'Card request ready for pickup', email: true, push: true },
  { event: 'support_reply', label: 'Support replied to my ticket', email: true, push: true },
  { event: 'money_back', label: 'Refund or reversal made', email: true, push: true },
];
export const EVENT_NAMES = NOTIFICATION_EVENTS.map((e) => e.event);
const DEFAULTS = new Map(NOTIFICATION_EVENTS.map((e) => [e.event, e]));

/** A cycle-done alert looks back this far for the charge that started the cycle (a machine free days later is not "done"). */
export const CYCLE_LOOKBACK_MS = 6 * 3600_000;
/** The most hubs a customer may follow. */
export const MAX_FOLLOWED_HUBS = 10;
/** The most devices (push subscriptions) per customer: the oldest goes when a new one comes. */
export const MAX_DEVICES = 10;

export interface Preferences {
  channels: NotificationChannels;
  lowBalanceKobo: number | null;
  followedHubIds: number[];
}

async function preferencesOf(db: Executor, userId: number): Promise<Preferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return { channels: row?.channels ?? {}, lowBalanceKobo: row?.lowBalanceKobo ?? null, followedHubIds: row?.followedHubIds ?? [] };
}

/** Whether a channel of an event is on for these choices (unset: the event's default). */
export function channelOn(prefs: Pick<Preferences, 'channels'>, event: NotificationEvent, channel: 'email' | 'push'): boolean {
  return prefs.channels[event]?.[channel] ?? DEFAULTS.get(event)![channel];
}

/** The notifications page's view: events × channels, the threshold, followed hubs, this account's devices. */
export async function notificationSettings(db: Db, userId: number) {
  const prefs = await preferencesOf(db, userId);
  const hubs = prefs.followedHubIds.length
    ? await db.select({ id: serviceCenters.id, name: serviceCenters.name }).from(serviceCenters).where(inArray(serviceCenters.id, prefs.followedHubIds)).orderBy(asc(serviceCenters.name))
    : [];
  const devices = await db
    .select({ id: pushSubscriptions.id, label: pushSubscriptions.label, createdAt: pushSubscriptions.createdAt, lastSentAt: pushSubscriptions.lastSentAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.id));
  return {
    events: NOTIFICATION_EVENTS.map((e) => ({ event: e.event, label: e.label, email: channelOn(prefs, e.event, 'email'), push: channelOn(prefs, e.event, 'push') })),
    low_balance_threshold: prefs.lowBalanceKobo === null ? null : money(prefs.lowBalanceKobo),
    followed_hubs: hubs,
    devices: devices.map((d) => ({ id: d.id, label: d.label, created_at: d.createdAt.toISOString(), last_sent_at: d.lastSentAt?.toISOString() ?? null })),
  };
}

export const UNKNOWN_HUBS = 'One or more of these hubs does not exist.';

/** Saves the customer's choices (only what is given changes). Unknown hub ids: null (the handler answers 422). */
export async function updateNotificationSettings(
  db: Db,
  userId: number,
  input: { events?: { event: NotificationEvent; email?: boolean; push?: boolean }[]; lowBalanceKobo?: number | null; followedHubIds?: number[] },
  now: Date,
): Promise<'unknown_hubs' | 'ok'> {
  return db.transaction(async (tx) => {
    const cur = await preferencesOf(tx, userId);
    const channels: NotificationChannels = { ...cur.channels };
    for (const e of input.events ?? []) {
      channels[e.event] = { ...channels[e.event], ...(e.email !== undefined ? { email: e.email } : {}), ...(e.push !== undefined ? { push: e.push } : {}) };
    }
    let followed = cur.followedHubIds;
    if (input.followedHubIds) {
      followed = [...new Set(input.followedHubIds)];
      if (followed.length) {
        const found = await tx.select({ id: serviceCenters.id }).from(serviceCenters).where(inArray(serviceCenters.id, followed));
        if (found.length !== followed.length) return 'unknown_hubs';
      }
    }
    const values = {
      channels,
      lowBalanceKobo: input.lowBalanceKobo === undefined ? cur.lowBalanceKobo : input.lowBalanceKobo,
      followedHubIds: followed,
      updatedAt: now,
    };
    await tx
      .insert(notificationPreferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
    return 'ok';
  });
}

// ---------------------------------------------------------------- devices

export const ENDPOINT_REFUSED = 'This browser\u2019s push service is not one we can send to.';

/**
 * Stores a device's subscription (the endpoint is unique: a browser that subscribes again, or for another account,
 * takes the row over). Keeps at most MAX_DEVICES per account (the oldest go).
 */
export async function addPushSubscription(db: Db, userId: number, sub: { endpoint: string; p256dh: string; auth: string; label: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId, ...sub })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: sub.p256dh, auth: sub.auth, label: sub.label } })
      .returning({ id: pushSubscriptions.id });
    const mine = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(desc(pushSubscriptions.id));
    const extra = mine.slice(MAX_DEVICES).map((r) => r.id);
    if (extra.length) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, extra));
    return row!.id;
  });
}

/** Removes one of the account's devices, by id or by endpoint; false when it is not theirs (or not there). */
export async function removePushSubscription(db: Db, userId: number, which: { id?: number; endpoint?: string }): Promise<boolean> {
  if (which.id === undefined && which.endpoint === undefined) return false;
  const rows = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        which.id !== undefined ? eq(pushSubscriptions.id, which.id) : undefined,
        which.endpoint !== undefined ? eq(pushSubscriptions.endpoint, which.endpoint) : undefined,
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- alerting

export interface Alert {
  event: NotificationEvent | 'test';
  /** The event's unique name (`cycle-done:<hub charge>`): one alert per key and channel (and device). */
  key: string;
  /** The push payload; the e-mail's words too unless `mail` is given. Nothing personal beyond what the alert needs. */
  push: PushPayload;
  /** The e-mail of this event when it has its own (receipts, replies); else a short alert mail from `push`. */
  mail?: MailContent;
  /** Worthless after this (a machine free an hour ago): not sent later. */
  discardAfter?: Date;
}

/**
 * Queues an alert for a customer in the caller's transaction, on the channels they chose for the event: the e-mail
 * (keyed `key`, as the event's mail always was) and one push per device (keyed `key:push:<device>`). A test alert
 * goes to every channel. Returns what was queued, for the caller's wake-ups.
 */
export async function notify(tx: Executor, userId: number, alert: Alert, opts: { publicUrl: string }): Promise<Queued> {
  const prefs = alert.event === 'test' ? null : await preferencesOf(tx, userId);
  const on = (channel: 'email' | 'push') => prefs === null || channelOn(prefs, alert.event as NotificationEvent, channel);
  let mail = false;
  let push = 0;
  if (on('email')) {
    const [owner] = await tx.select({ email: users.email, firstname: users.firstname }).from(users).where(eq(users.id, userId));
    if (owner) {
      const content = alert.mail ?? alertMail({ publicUrl: opts.publicUrl, firstname: owner.firstname, title: alert.push.title, body: alert.push.body, path: alert.push.url });
      await enqueueMail(tx, { to: owner.email, ...content }, { key: alert.key, ...(alert.discardAfter ? { discardAfter: alert.discardAfter } : {}) });
      mail = true;
    }
  }
  if (on('push')) {
    const devices = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    for (const d of devices) {
      await enqueuePush(tx, d.id, alert.push, `${alert.key}:push:${d.id}`, alert.discardAfter);
      push++;
    }
  }
  return { mail, push };
}

/** What notify() queued: the e-mail or not, and how many pushes (one per device). */
export type Queued = { mail: boolean; push: number };

/** Whether an alert was queued on a channel (the caller wakes that outbox after its answer). */
export const queuedAny = (q: Queued) => q.mail || q.push > 0;

/** How the staff console names an event whose e-mail the customer switched off ("… gets no e-mail for replies"). */
const NO_MAIL_FOR = { card_ready: 'when a card is ready', support_reply: 'for replies', money_back: 'for refunds and reversals' } as const satisfies Partial<Record<NotificationEvent, string>>;

/**
 * What staff are told about the customer's alert of an action they took (card ready, support reply, a reversal), from what
 * notify() really queued for it — the customer's choices decide, not the action: "the customer has been e-mailed",
 * "… e-mailed and sent a push notification", "the customer gets no e-mail for replies (their choice)", "…, only a push
 * notification". A clause, without the final full stop.
 */
export function customerTold(queued: Queued, event: keyof typeof NO_MAIL_FOR): string {
  const push = queued.push > 0;
  if (queued.mail) return push ? 'the customer has been e-mailed and sent a push notification' : 'the customer has been e-mailed';
  const none = `the customer gets no e-mail ${NO_MAIL_FOR[event]} (their choice)`;
  return push ? `${none}, only a push notification` : none;
}

// ---------------------------------------------------------------- hub events

export interface MachineTransition {
  machineId: number;
  code: string;
  kind: 'washer' | 'dryer';
  name: string;
  /** busy → free: the machine's new free_transitions number (the machine-free event's key). */
  freeTransition?: number;
  /** The cycle on it ended: turned free, or reported in use with no minutes left. */
  cycleEnded: boolean;
}

/**
 * The alerts of one hub report, inside its transaction: "your cycle is done" to the customer whose card started the
 * machine's latest cycle (once per cycle: keyed by that hub charge), and "a machine is free" to every customer following
 * the hub (once per busy→free transition: keyed by the machine's transition number). Returns what was queued.
 */
export async function alertMachineTransitions(
  tx: Tx,
  hub: { hubId: number; hubName: string },
  transitions: MachineTransition[],
  now: Date,
  opts: { publicUrl: string },
): Promise<{ mail: boolean; push: number }> {
  const queued = { mail: false, push: 0 };
  const add = (q: { mail: boolean; push: number }) => {
    queued.mail ||= q.mail;
    queued.push += q.push;
  };
  for (const t of transitions.filter((x) => x.cycleEnded)) {
    const [cycle] = await tx
      .select({ id: hubCharges.id, userId: hubCharges.userId })
      .from(hubCharges)
      .where(and(eq(hubCharges.machineId, t.machineId), eq(hubCharges.status, 201), sql`${hubCharges.createdAt} > ${new Date(now.getTime() - CYCLE_LOOKBACK_MS).toISOString()}::timestamptz`))
      .orderBy(desc(hubCharges.id))
      .limit(1);
    if (!cycle?.userId) continue;
    add(
      await notify(
        tx,
        cycle.userId,
        {
          event: 'cycle_done',
          key: `cycle-done:${cycle.id}`,
          push: { title: 'Your laundry is done', body: `${t.name} at ${hub.hubName} has finished. Please collect your laundry.`, url: '/my/user/dashboard' },
          discardAfter: new Date(now.getTime() + 3600_000),
        },
        opts,
      ),
    );
  }
  const freed = transitions.filter((x) => x.freeTransition !== undefined);
  if (freed.length) {
    const followers = await tx
      .select({ userId: notificationPreferences.userId })
      .from(notificationPreferences)
      .where(sql`${hub.hubId} = any(${notificationPreferences.followedHubIds})`);
    for (const f of followers) {
      for (const t of freed) {
        add(
          await notify(
            tx,
            f.userId,
            {
              event: 'machine_free',
              key: `machine-free:${t.machineId}:${t.freeTransition}:${f.userId}`,
              push: { title: `A ${t.kind} is free at ${hub.hubName}`, body: `${t.name} is free now.`, url: '/my/user/laundry-viewer' },
              // A free machine is news for a short while only.
              discardAfter: new Date(now.getTime() + 15 * 60_000),
            },
            opts,
          ),
        );
      }
    }
  }
  return queued;
}

/**
 * After a card charge: "your balance is below your threshold" when this charge took it from at or above the
 * customer's threshold to below it (edge-triggered: one alert per crossing, keyed by the charge).
 */
export async function alertLowBalance(
  db: Db,
  charge: { hubChargeId: number; amountKobo: number; postBalanceKobo: number },
  opts: { publicUrl: string },
): Promise<{ mail: boolean; push: number }> {
  // One read for the common case (no threshold, or not crossed): the charge's holder and their threshold.
  const [row] = await db
    .select({ userId: hubCharges.userId, threshold: notificationPreferences.lowBalanceKobo })
    .from(hubCharges)
    .innerJoin(notificationPreferences, eq(notificationPreferences.userId, hubCharges.userId))
    .where(eq(hubCharges.id, charge.hubChargeId));
  const threshold = row?.threshold ?? null;
  if (!row?.userId || threshold === null || !(charge.postBalanceKobo < threshold && charge.postBalanceKobo + charge.amountKobo >= threshold)) return { mail: false, push: 0 };
  const userId = row.userId;
  return db.transaction((tx) =>
    notify(
      tx,
      userId,
      {
        event: 'low_balance',
        key: `low-balance:${charge.hubChargeId}`,
        push: { title: 'Your balance is running low', body: `Your e-laundry balance is below ${formatKobo(threshold)}. Top up to keep washing.`, url: '/my/user/deposits' },
      },
      opts,
    ),
  );
}

