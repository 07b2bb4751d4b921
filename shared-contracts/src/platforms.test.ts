import { DEFAULT_PLATFORM, PLATFORMS, PLATFORM_LABELS, isPlatform } from './platforms';

describe('platforms', () => {
  it('lists the nine platforms of the spec, the default first', () => {
    expect(PLATFORMS).toEqual([
      'meta',
      'facebook',
      'native',
      'display',
      'youtube',
      'reddit',
      'x',
      'pinterest',
      'tiktok',
    ]);
    expect(PLATFORMS[0]).toBe(DEFAULT_PLATFORM);
  });

  it('labels every platform', () => {
    expect(Object.keys(PLATFORM_LABELS).sort()).toEqual([...PLATFORMS].sort());
    expect(PLATFORMS.filter((platform) => PLATFORM_LABELS[platform].trim() === '')).toEqual([]);
  });

  it.each([['meta'], ['tiktok']])('accepts %s', (value) => {
    expect(isPlatform(value)).toBe(true);
  });

  it.each([['Meta'], ['myspace'], [''], [null], [1]])('rejects %j', (value) => {
    expect(isPlatform(value)).toBe(false);
  });
});
