import { safeExternalUrl } from './safe-external-url';

describe('safe external url', () => {
  it('keeps web addresses, normalised', () => {
    expect(safeExternalUrl('https://shop.example/p?id=1')).toBe('https://shop.example/p?id=1');
    expect(safeExternalUrl('http://SHOP.example')).toBe('http://shop.example/');
  });

  it.each([
    ['a script link', 'javascript:alert(1)'],
    ['a data link', 'data:text/html,<b>x</b>'],
    ['a relative path', '/dashboard'],
    ['a mail link', 'mailto:someone@example.com'],
    ['no URL at all', 'not a url'],
  ])('refuses %s', (_case, value) => {
    expect(safeExternalUrl(value)).toBeNull();
  });
});
