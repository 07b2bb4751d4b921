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

    expect(() => box.open(8, sealed)).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(7, sealed)).toThrow();
    // One bit flipped in the IV, the tag and the ciphertext: altering the decoded bytes, not the
    // text (two base64url characters can spell the same bytes, issue 42).
    const raw = Buffer.from(sealed.slice('v1:'.length), 'base64url');
    for (const index of [0, 12, raw.length - 1]) {
      const altered = Buffer.from(raw);
      altered.writeUInt8((altered[index] ?? 0) ^ 0x01, index);
      expect(altered.equals(raw)).toBe(false);
      expect(() => box.open(7, `v1:${altered.toString('base64url')}`)).toThrow();
    }
  });

  it('reads a secret stored before sealing as it is', () => {
    expect(isSealed('whsec_old')).toBe(false);
    expect(box.open(7, 'whsec_old')).toBe('whsec_old');
  });

  it('takes only a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow('32 bytes');
  });
});
