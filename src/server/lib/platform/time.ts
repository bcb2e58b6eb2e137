/** The business's calendar: Africa/Lagos, UTC+1 all year (no daylight saving). */

/** Africa/Lagos is UTC+1 all year (no daylight saving): a calendar day there starts at 23:00 UTC the day before. */
export const lagosDayStart = (day: string) => new Date(`${day}T00:00:00+01:00`);
/** The Africa/Lagos calendar day of an instant (UTC+1 all year), as YYYY-MM-DD. */
export const lagosDay = (at: Date) => new Date(at.getTime() + 3600_000).toISOString().slice(0, 10);
