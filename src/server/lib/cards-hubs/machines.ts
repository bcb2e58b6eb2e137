import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { machines, type MachineState } from '#server/db/schema.js';
import type { HubPrincipal } from '#server/lib/identity/principal.js';
import { alertMachineTransitions, type MachineTransition } from '#server/lib/notifications/notifications.js';
import { forgetHubKey, keyLive } from './hub-keys.js';

/** Machine state reports of the hubs (docs/decisions/020-cards-and-hubs.md) and the alerts of their transitions. */

/**
 * Records machine states; null when the hub's key was revoked meanwhile (see HUB_KEY_CACHE: nothing is recorded).
 * Each machine's row is locked while its state changes, so a busy → free transition is seen by exactly one report
 * however many arrive at once; its alerts (lib/notifications/notifications.ts alertMachineTransitions: "your cycle is done",
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
