import { isSameContractLine, singletonRangesSchema, singletonRefusal } from './shared-singletons';

const release = (singletons: Record<string, string>) => ({
  name: 'remote_search',
  version: '0.3.0',
  singletons,
});

describe('singletonRefusal', () => {
  it('accepts a release whose singleton ranges the host versions satisfy', () => {
    const provided = { react: '19.3.1', '@adlens/shared-contracts/react': '1.2.0' };
    expect(
      singletonRefusal(
        release({ react: '^19.3.0', '@adlens/shared-contracts/react': '^1.1.0' }),
        provided,
      ),
    ).toBeNull();
  });

  it('refuses a release needing a newer singleton, naming both versions and the fix', () => {
    const refusal = singletonRefusal(release({ '@adlens/shared-contracts/react': '^2.0.0' }), {
      '@adlens/shared-contracts/react': '1.1.0',
    });
    expect(refusal).toBe(
      'remote_search@0.3.0 needs @adlens/shared-contracts/react ^2.0.0 (one instance per page); the host provides 1.1.0: release the host with @adlens/shared-contracts >= 2.0.0 first',
    );
  });

  it('names the package of a deep key', () => {
    expect(singletonRefusal(release({ 'react/': '^20.0.0' }), { 'react/': '19.3.1' })).toMatch(
      /release the host with react >= 20\.0\.0 first$/,
    );
  });

  it('does not refuse a singleton the host does not provide, nor a release that records none', () => {
    expect(singletonRefusal(release({ jotai: '^3.1.0' }), { react: '19.3.1' })).toBeNull();
    expect(
      singletonRefusal({ name: 'remote_search', version: '0.2.0' }, { react: '19.3.1' }),
    ).toBeNull();
  });

  it('accepts only ranges the gate understands', () => {
    expect(singletonRangesSchema.safeParse({ react: '^19.3.0' }).success).toBe(true);
    expect(singletonRangesSchema.safeParse({ react: 'latest' }).success).toBe(false);
  });
});

describe('isSameContractLine', () => {
  it.each([
    ['^0.1.0', '0.1.0', true],
    // A release built against a newer compatible contract carries its own core.
    ['^0.1.1', '0.1.0', true],
    ['^1.2.0', '1.0.0', true],
    ['^1.0.0', '1.4.0', true],
    // Another major under the caret: refused.
    ['^0.2.0', '0.1.0', false],
    ['^2.0.0', '1.9.0', false],
    ['^9.0.0', '0.1.0', false],
    ['nonsense', '0.1.0', false],
  ])('%s on a host of %s: %s', (range, version, expected) => {
    expect(isSameContractLine(range, version)).toBe(expected);
  });
});
