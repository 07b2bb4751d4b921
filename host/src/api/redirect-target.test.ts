import { handleFailedResponse } from './response-handler';
import { redirectTargetPath } from '@adlens/shared-contracts';

/** Values an attacker could put in an error meta `to` or a `redirect` query. */
const HOSTILE = [
  'https://evil.example',
  'http://evil.example/dashboard',
  '//evil.example',
  '///evil.example',
  '////evil.example/path',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'mailto:a@evil.example',
  '%2F%2Fevil.example',
  '%252F%252Fevil.example',
  '/%2F%2Fevil.example',
  '/%2Fevil.example',
  '/%5Cevil.example',
  '/..//evil.example',
  '/./\\evil.example',
  'evil.example',
  './dashboard',
  '../dashboard',
  '/\u0000//evil.example',
  '/\n/evil.example',
  '/\u200b/evil.example',
  '/\u202e/evil.example',
  '/\r\n//evil.example',
  'https:evil.example',
  '\u3002evil.example',
  `/${'a'.repeat(5000)}`,
  '%E0%A4%A',
  '/%E0%A4%A',
  'http:\\\\evil.example',
];

const SAFE_FALLBACKS = new Set(['/dashboard']);

function isSameOriginPath(path: string): boolean {
  const url = new URL(path, 'https://adlens.test');
  return url.origin === 'https://adlens.test' && path.startsWith('/') && !path.startsWith('//');
}

describe('redirect targets', () => {
  it('has at least 30 hostile values under test', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(HOSTILE)('never leaves the origin for the error meta target %j', (value) => {
    const target = redirectTargetPath(value);
    expect(isSameOriginPath(target)).toBe(true);
    expect(SAFE_FALLBACKS.has(target) || !/evil|script|data:|file:|mailto:/i.test(target)).toBe(
      true,
    );
  });

  it.each(HOSTILE)('navigates only to a same-origin path for REDIRECT to %j', (value) => {
    const navigate = jest.fn();
    handleFailedResponse(
      {
        meta: { message: 'x', type: 'error', action: 'REDIRECT', to: value },
        hasMessage: true,
        status: 400,
        silent: false,
        handledByPage: [],
      },
      {
        notify: jest.fn(),
        navigate,
        currentLocation: () => '/meta/search',
        clearSession: jest.fn(),
        markCreditLimitReached: jest.fn(),
        openCreditLimitDialog: jest.fn(),
        setInlineErrors: jest.fn(),
        loadPage: jest.fn(),
      },
    );
    for (const [path] of navigate.mock.calls as [string][]) expect(path).toBe('/dashboard');
  });

  it('keeps a same-origin path with its query and hash', () => {
    expect(redirectTargetPath('/meta/ads/5?tab=stats#chart')).toBe('/meta/ads/5?tab=stats#chart');
  });
});
