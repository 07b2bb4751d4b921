import { describeSeedDay } from './seed-day';

const today = new Date('2027-03-10T15:00:00.000Z');

test('a database seeded today says so', () => {
  expect(describeSeedDay('2027-03-10', today)).toBe('seeded for today (2027-03-10)');
});

test('a database seeded on an earlier day says how old its dates are and how to refresh them', () => {
  expect(describeSeedDay('2027-03-09', today)).toBe(
    'seeded for 2027-03-09, 1 day ago; `pnpm db:reset` re-seeds for today',
  );
  expect(describeSeedDay(null, today)).toMatch(/fixed dates; `pnpm db:reset`/);
});
