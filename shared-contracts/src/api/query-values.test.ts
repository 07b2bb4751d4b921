import { keywordFormSchema } from './ads';
import { calendarDateSchema, queryNumberSchema } from './pagination';

describe('values read from a link', () => {
  it('takes a calendar date only when the day exists', () => {
    expect(calendarDateSchema.safeParse('2026-02-28').success).toBe(true);
    expect(calendarDateSchema.safeParse('2026-02-30').success).toBe(false);
    expect(calendarDateSchema.safeParse('28/02/2026').success).toBe(false);
  });

  it('reads a plain decimal number and refuses anything else', () => {
    expect(queryNumberSchema.safeParse('2.5').data).toBe(2.5);
    expect(queryNumberSchema.safeParse('30').data).toBe(30);
    for (const hostile of ['-1', '1e9', '0x10', '1.23456', '', ' 3']) {
      expect(queryNumberSchema.safeParse(hostile).success).toBe(false);
    }
  });

  it('trims the keyword of the search form and names a keyword that is too long', () => {
    expect(keywordFormSchema.parse({ keyword: '  shoes ' })).toEqual({ keyword: 'shoes' });
    const tooLong = keywordFormSchema.safeParse({ keyword: 'x'.repeat(201) });
    expect(tooLong.error?.issues[0]?.message).toBe('Keyword is too long');
  });
});
