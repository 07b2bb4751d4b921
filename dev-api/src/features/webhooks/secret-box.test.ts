import { randomBytes } from 'node:crypto';
import { createSecretBox, isSealed } from './secret-box';

describe('the secret box (decision 0046)', () => {
  const key = randomBytes(32);
  const box = createSecretBox(key);

  it('opens what it sealed for the same user, and seals the same secret differently each time', () => {
    const sealed = box.seal(7, 'whsec_abc');

    expect(isSealed(sealed)).toBe(true);
    expect(box.open(7, sealed)).toBe('whsec_abc');
    expect(box.seal(7, 'whsec_abc')).not.toBe(sealed);
  });

  it("refuses a value moved to another user's row, sealed under another key, or altered", () => {
    const sealed = box.seal(7, 'whsec_abc');
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;

    expect(() => box.open(8, sealed)).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(7, sealed)).toThrow();
    expect(() => box.open(7, altered)).toThrow();
  });

  it('reads a secret stored before sealing as it is', () => {
    expect(isSealed('whsec_old')).toBe(false);
    expect(box.open(7, 'whsec_old')).toBe('whsec_old');
  });

  it('takes only a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow('32 bytes');
  });
});
