import packageJson from '../package.json';
import { isContractCompatible, isValidContractRange } from './contract-compat';
import { CONTRACT_VERSION } from './version';

describe('CONTRACT_VERSION', () => {
  it('is the package version, which Module Federation shares the package under', () => {
    expect(CONTRACT_VERSION).toBe(packageJson.version);
  });

  it('satisfies the caret range of itself', () => {
    expect(isContractCompatible(`^${CONTRACT_VERSION}`)).toBe(true);
  });
});

describe('isContractCompatible', () => {
  it.each([
    ['1.2.3', '1.2.3', true],
    ['1.2.3', '1.2.4', false],
    ['^1.2.3', '1.2.3', true],
    ['^1.2.3', '1.9.0', true],
    ['^1.2.3', '2.0.0', false],
    ['^1.2.3', '1.2.2', false],
    ['^0.1.0', '0.1.7', true],
    ['^0.1.0', '0.2.0', false],
    ['^0.0.3', '0.0.3', true],
    ['^0.0.3', '0.0.4', false],
    ['~1.2.3', '1.2.9', true],
    ['~1.2.3', '1.3.0', false],
    ['~0.1.0', '0.1.5', true],
    ['>=1.2.3', '1.2.3', true],
    ['>=1.2.3', '7.0.0', true],
    ['>=1.2.3', '1.2.2', false],
    [' ^1.2.3 ', '1.4.0', true],
    ['>= 1.2.3', '1.4.0', true],
    ['^1.0.0-beta.2', '1.0.0-beta.10', true],
    ['^1.0.0-beta.2', '1.0.0-beta.1', false],
    ['^1.0.0-beta.2', '1.0.0', true],
    ['^1.0.0', '1.1.0-rc.1', false],
    ['>=1.0.0', '2.0.0-alpha', false],
    ['1.0.0-rc.1', '1.0.0-rc.1', true],
  ])('%s with %s is %s', (range, version, expected) => {
    expect(isContractCompatible(range, version)).toBe(expected);
  });

  it.each(['', 'latest', '1.2', '^1.x', '<2.0.0', '1.2.3 || 2.0.0', '01.2.3', 'v1.2.3'])(
    'refuses the unsupported range %j',
    (range) => {
      expect(isValidContractRange(range)).toBe(false);
      expect(isContractCompatible(range, '1.2.3')).toBe(false);
    },
  );

  it('refuses an unparseable version', () => {
    expect(isContractCompatible('^1.0.0', '1.0')).toBe(false);
  });
});
