import { saveFilterBodySchema } from '../api/filters';
import { isoDateSchema } from '../api/pagination';

// What remote-search 0.1.0 and 0.2.0 (pinned in production today) run on the contract when their
// modules load (`filter-url.ts`, `save-filter-form.tsx`), written as they wrote it: the share scope
// hands them this contract, so a missing method would fail the search page before it renders.
interface ClassicRefine {
  refine(check: (value: string) => boolean): { safeParse(value: unknown): { success: boolean } };
}
interface ClassicPick {
  pick(mask: { name: true }): {
    safeParse(value: unknown): {
      success: boolean;
      data?: unknown;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  };
}

describe('the classic calls of releases built before zod mini', () => {
  it('isoDateSchema.refine adds the release’s check to the contract’s own', () => {
    const calendarDate = (isoDateSchema as unknown as ClassicRefine).refine((value) =>
      value.startsWith('2026'),
    );

    expect(calendarDate.safeParse('2026-02-28').success).toBe(true);
    expect(calendarDate.safeParse('2025-02-28').success).toBe(false);
    expect(calendarDate.safeParse('2026-02-30').success).toBe(false);
    expect(calendarDate.safeParse('28/02/2026').success).toBe(false);
  });

  it('saveFilterBodySchema.pick keeps the name rule and its messages', () => {
    const nameSchema = (saveFilterBodySchema as unknown as ClassicPick).pick({ name: true });

    expect(nameSchema.safeParse({ name: '  Shoes  ' })).toEqual({
      success: true,
      data: { name: 'Shoes' },
    });
    expect(nameSchema.safeParse({ name: '   ' }).error?.issues).toMatchObject([
      { path: ['name'], message: 'Name is required' },
    ]);
  });
});
