import { keywordFormSchema } from './ads';
import {
  NUL_TEXT_MESSAGE,
  calendarDateSchema,
  idSchema,
  isoDateSchema,
  queryNumberSchema,
  textSchema,
} from './pagination';
import { PAYOUT_AMOUNT_FORMAT_MESSAGE, payoutFormSchema } from './referrals';
import { couponInLinkSchema, paidTierSchema, paymentIdSchema } from './subscription';

describe('values read from links and forms', () => {
  it('takes a calendar date only when the day exists', () => {
    expect(calendarDateSchema.safeParse('2026-02-28').success).toBe(true);
    expect(calendarDateSchema.safeParse('2026-02-30').success).toBe(false);
    expect(calendarDateSchema.safeParse('28/02/2026').success).toBe(false);
  });

  it('bounds ids to the id column and refuses NUL in text', () => {
    expect(idSchema.safeParse('2147483647').data).toBe(2_147_483_647);
    for (const hostile of ['2147483648', '0', '-1', '1.5', '1e12']) {
      expect(idSchema.safeParse(hostile).success).toBe(false);
    }
    expect(textSchema().safeParse('50%_off').success).toBe(true);
    expect(textSchema().safeParse('a\u0000b').error?.issues[0]?.message).toBe(NUL_TEXT_MESSAGE);
    expect(isoDateSchema.safeParse('2024-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('2026-02-29').success).toBe(false);
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

  it('reads a coupon from a link upper-case and refuses other characters', () => {
    expect(couponInLinkSchema.parse(' welcome20 ')).toBe('WELCOME20');
    expect(couponInLinkSchema.safeParse('<script>').success).toBe(false);
    expect(couponInLinkSchema.safeParse('x'.repeat(41)).success).toBe(false);
  });

  it('takes only a tier that can be bought', () => {
    expect(paidTierSchema.safeParse('pro').success).toBe(true);
    expect(paidTierSchema.safeParse('free').success).toBe(false);
  });

  it('never takes a payment id that could carry a path or markup', () => {
    expect(paymentIdSchema.safeParse('pay_123-abc').success).toBe(true);
    for (const hostile of ['../admin', '<b>', '', 'a'.repeat(101)]) {
      expect(paymentIdSchema.safeParse(hostile).success).toBe(false);
    }
  });

  it('reads a payout amount with a decimal comma, or none for the whole balance', () => {
    expect(payoutFormSchema.parse({ amount: ' 75,50 ', method: 'paypal' }).amount).toBe(75.5);
    expect(payoutFormSchema.parse({ amount: '', method: 'paypal' }).amount).toBeUndefined();
    const wrong = payoutFormSchema.safeParse({ amount: '7.505', method: 'paypal' });
    expect(wrong.error?.issues[0]?.message).toBe(PAYOUT_AMOUNT_FORMAT_MESSAGE);
  });
});
