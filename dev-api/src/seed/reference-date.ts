const DAY_MS = 86_400_000;

/**
 * The seed day: midnight UTC of the day the database is seeded. Seed content is deterministic, but
 * its dates count back from this day, so the demo looks current whenever it was seeded (decision
 * 0026). Tests pass their own clock.
 */
export function seedDayOf(now: Date = new Date()): Date {
  return new Date(`${isoDay(now)}T00:00:00.000Z`);
}

export function daysBefore(days: number, from: Date): Date {
  return new Date(from.getTime() - days * DAY_MS);
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
