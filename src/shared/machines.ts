/**
 * How a hub's machine reads on screen (the Laundry Viewer and the public Location page): one place for the wording
 * of free / in use (minutes left) / out of order, and for a stale state (a hub that has not reported recently: the
 * state may no longer be true, so it is never counted as free and always says so).
 */
export type MachineKind = 'washer' | 'dryer';
export type MachineState = 'free' | 'in_use' | 'out_of_order';

export interface MachineLike {
  code: string;
  kind: MachineKind;
  state: MachineState;
  minutes_left: number | null;
  stale: boolean;
  /** When the hub last reported it (signed-in view only); null when it never did. */
  reported_at?: string | null;
}

export type MachineTone = 'free' | 'busy' | 'down' | 'unknown';

/** "Free", "In use · 23 min left", "In use", "Out of order". */
export function stateText(m: Pick<MachineLike, 'state' | 'minutes_left'>): string {
  switch (m.state) {
    case 'free':
      return 'Free';
    case 'in_use':
      return m.minutes_left === null ? 'In use' : m.minutes_left <= 1 ? 'In use · finishing' : `In use · ${m.minutes_left} min left`;
    case 'out_of_order':
      return 'Out of order';
  }
}

const timeOfDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit' });

/** "Last report 09:58" / "No report yet": what a stale machine adds to its state. */
export function staleText(m: Pick<MachineLike, 'reported_at'>): string {
  if (m.reported_at === null) return 'No report yet';
  if (m.reported_at === undefined) return 'Not updated recently';
  const at = new Date(m.reported_at);
  return Number.isNaN(at.getTime()) ? 'Not updated recently' : `Not updated since ${timeOfDay.format(at)}`;
}

/** The colour family of a machine: a stale state is "unknown", whatever it last said. */
export function machineTone(m: Pick<MachineLike, 'state' | 'stale'>): MachineTone {
  if (m.stale) return 'unknown';
  return m.state === 'free' ? 'free' : m.state === 'in_use' ? 'busy' : 'down';
}

/**
 * The state line a machine shows: its state, except for a machine that never reported (its "free" is only the
 * default, so it says "No report yet" instead).
 */
export function shownState(m: MachineLike): string {
  return m.stale && m.reported_at === null ? 'No report yet' : stateText(m);
}

/**
 * The full accessible sentence of a machine: "W3, washer: In use · 23 min left", "D1, dryer: Out of order (not
 * updated since 09:58)", "W1, washer: No report yet".
 */
export function machineSummary(m: MachineLike & { name?: string }): string {
  const head = `${m.name ?? m.code}, ${m.kind}`;
  if (m.stale && m.reported_at === null) return `${head}: No report yet`;
  return m.stale ? `${head}: ${stateText(m)} (${staleText(m).toLowerCase()})` : `${head}: ${stateText(m)}`;
}

/** "2 washers free" / "1 washer free" / "No washer free". */
export function freeCount(n: number, kind: MachineKind): string {
  if (n === 0) return `No ${kind} free`;
  return `${n} ${kind}${n === 1 ? '' : 's'} free`;
}

/** Washers first, then dryers, each by code (W2 before W10). */
export function sortMachines<T extends Pick<MachineLike, 'kind' | 'code'>>(machines: readonly T[]): T[] {
  const collator = new Intl.Collator('en', { numeric: true });
  return [...machines].sort((a, b) => (a.kind === b.kind ? collator.compare(a.code, b.code) : a.kind === 'washer' ? -1 : 1));
}
