import { safeRedirectPath } from './safe-redirect';

const FALLBACK = '/fallback';

const HOSTILE: readonly (readonly [string, unknown])[] = [
  ['protocol-relative', '//evil.example'],
  ['protocol-relative with path', '//evil.example/dashboard'],
  ['triple slash', '///evil.example'],
  ['slash backslash', '/\\evil.example'],
  ['backslash slash', '\\/evil.example'],
  ['escaped slashes', '\\/\\/evil'],
  ['double backslash', '\\\\evil.example'],
  ['backslash inside the path', '/dashboard\\..\\..\\evil'],
  ['javascript scheme', 'javascript:alert(1)'],
  ['javascript scheme with leading space', ' javascript:alert(1)'],
  ['data scheme', 'data:text/html,<script>alert(1)</script>'],
  ['absolute https url', 'https://evil.example'],
  ['absolute http url with our path', 'http://evil.example/dashboard'],
  ['scheme without slashes', 'https:evil.example'],
  ['encoded protocol-relative', '%2F%2Fevil.example'],
  ['path then encoded slash', '/%2Fevil.example'],
  ['encoded backslash', '/%5Cevil.example'],
  ['lower-case encoded backslash', '/%5cevil.example'],
  ['double-encoded slashes', '/%252F%252Fevil.example'],
  ['triple-encoded slashes', '/%25252F%25252Fevil.example'],
  ['encoded tab between slashes', '/%09/evil.example'],
  ['tab between slashes', '/\t/evil.example'],
  ['newline between slashes', '/\n/evil.example'],
  ['carriage return inside', '/dash\rboard'],
  ['null byte', '/dashboard\u0000'],
  ['encoded null byte', '/dashboard%00'],
  ['dot segment collapsing to two slashes', '/..//evil.example'],
  ['current-dir segment collapsing to two slashes', '/.//evil.example'],
  ['encoded dot segment', '/%2e%2e//evil.example'],
  ['zero-width space between slashes', '/\u200b/evil.example'],
  ['right-to-left override', '/\u202eelpmaxe.live'],
  ['line separator', '/dashboard\u2028'],
  ['byte-order mark', '\ufeff//evil.example'],
  ['fullwidth solidus start', '\uff0f\uff0fevil.example'],
  ['malformed percent escape', '/dashboard%E0%A4%A'],
  ['relative path without slash', 'dashboard'],
  ['empty string', ''],
  ['very long path', `/${'a'.repeat(5000)}`],
  ['number', 42],
  ['null', null],
  ['undefined', undefined],
  ['object', { toString: () => '/dashboard' }],
  ['array', ['/dashboard']],
];

const GOOD: readonly (readonly [string, string])[] = [
  ['/dashboard', '/dashboard'],
  ['/plans/select', '/plans/select'],
  ['/meta/search?q=shoes&sort=new', '/meta/search?q=shoes&sort=new'],
  ['/meta/ads/42#engagements', '/meta/ads/42#engagements'],
  ['/reddit/analytics/shop.example?range=30d#top', '/reddit/analytics/shop.example?range=30d#top'],
  ['/meta/search?q=%2F%2Fstill-a-query', '/meta/search?q=%2F%2Fstill-a-query'],
  ['/share/x/ads/abc-123', '/share/x/ads/abc-123'],
];

describe('safeRedirectPath', () => {
  it.each(HOSTILE)('falls back for %s', (_name, value) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it('covers at least 30 hostile values', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(GOOD)('keeps the same-origin path %s with its query and hash', (value, expected) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(expected);
  });

  it('falls back to /dashboard when no fallback is given', () => {
    expect(safeRedirectPath('//evil.example')).toBe('/dashboard');
  });

  it('resolves harmless dot segments inside our own origin', () => {
    expect(safeRedirectPath('/meta/../plans/select', FALLBACK)).toBe('/plans/select');
  });
});
