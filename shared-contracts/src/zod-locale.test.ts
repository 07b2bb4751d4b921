import { confirmBodySchema } from './index';

// The contract is built with zod mini, which ships no default locale: without the contract's own
// setting, a built-in check (no message of ours) would reach the confirmation form as "Invalid input".
describe('the contract’s zod messages', () => {
  it('are the English ones classic zod gave, for checks that carry no message of their own', () => {
    const result = confirmBodySchema.safeParse({ email: 'a@b.co', token: 'x'.repeat(201) });

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['token'], 'Too big: expected string to have <=200 characters'],
    ]);
  });

  it('keep a wrong type named in words', () => {
    const result = confirmBodySchema.safeParse({ email: 'a@b.co', token: 7 });

    expect(result.error?.issues[0]?.message).toBe(
      'Invalid input: expected string, received number',
    );
  });
});
