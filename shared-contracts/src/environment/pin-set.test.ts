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

describe('remotePinSchema exposes', () => {
  it("keeps an exposed module's files, relative to the release folder", () => {
    const exposes = { SearchPage: ['__federation_expose_SearchPage.1a2b3c4d5e.js', 'css/a.css'] };
    expect(remotePinSchema.parse({ ...pin, exposes }).exposes).toEqual(exposes);
  });

  it.each(['../host/main.js', '/remotes/x.js', 'https://evil.example/x.js', 'x.json'])(
    'refuses a file outside the release folder or not a script or stylesheet: %s',
    (file) => {
      expect(remotePinSchema.safeParse({ ...pin, exposes: { SearchPage: [file] } }).success).toBe(
        false,
      );
    },
  );
});
