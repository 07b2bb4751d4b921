import { remotePinSchema } from './pin-set';

const pin = {
  name: 'remote_search',
  version: '1.4.0',
  entry: '/remote-search/1.4.0/mf-manifest.json',
};

describe('remotePinSchema', () => {
  it('accepts a contract range the compatibility gate understands', () => {
    expect(remotePinSchema.parse({ ...pin, contract: '^0.1.0' }).contract).toBe('^0.1.0');
  });

  it('rejects a contract range the gate cannot evaluate', () => {
    const result = remotePinSchema.safeParse({ ...pin, contract: '0.x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'contract must be x.y.z, ^x.y.z, ~x.y.z or >=x.y.z',
    );
  });
});
