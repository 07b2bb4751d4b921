/** Seed data is dated relative to this day, never to the clock, so every seed is identical. */
export const SEED_REFERENCE_DATE = new Date('2026-11-01T00:00:00.000Z');

const DAY_MS = 86_400_000;

export function daysBefore(days: number, from: Date = SEED_REFERENCE_DATE): Date {
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
