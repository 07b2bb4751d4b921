import { PASSWORDS_DIFFER_MESSAGE, changePasswordBodySchema } from '@adlens/shared-contracts';
import { withConfirmation } from './with-confirmation';

const schema = withConfirmation(changePasswordBodySchema);
const VALID = { email: 'ann@example.com', token: 't0ken', password: 'long enough' };

describe('with confirmation', () => {
  it('passes the data through when both passwords are the same', () => {
    const result = schema.safeParse({ ...VALID, confirmation: 'long enough' });
    expect(result).toEqual({ success: true, data: VALID });
  });

  it('adds a confirmation issue when they differ', () => {
    const result = schema.safeParse({ ...VALID, confirmation: 'long enougH' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues).toEqual([
      { path: ['confirmation'], message: PASSWORDS_DIFFER_MESSAGE },
    ]);
  });

  it("keeps the schema's own issues first", () => {
    const result = schema.safeParse({ ...VALID, password: 'short', confirmation: '' });
    if (result.success) throw new Error('expected a failure');
    expect(result.error.issues.map((issue) => issue.path[0])).toEqual(['password', 'confirmation']);
  });
});
