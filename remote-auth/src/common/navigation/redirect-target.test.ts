import { afterSignInPath, redirectTargetPath } from './redirect-target';

describe('redirect targets', () => {
  it('resolves named error-meta targets and plain paths', () => {
    expect(redirectTargetPath('EMAIL_CONFIRM')).toBe('/authentication/signup/confirm-email');
    expect(redirectTargetPath('REQUEST_LIMIT')).toBe('/request-limit');
    expect(redirectTargetPath('/you-are-blocked')).toBe('/you-are-blocked');
    expect(redirectTargetPath(undefined)).toBe('/authentication/signin');
  });

  it('never leaves the site', () => {
    expect(redirectTargetPath('https://evil.example')).toBe('/dashboard');
    expect(afterSignInPath(new URLSearchParams('redirect=%2F%2Fevil.example'))).toBe('/dashboard');
  });

  it('keeps the query and hash of a same-site redirect', () => {
    expect(
      afterSignInPath(new URLSearchParams('redirect=%2Fmeta%2Fsearch%3Fq%3Dshoes%23top')),
    ).toBe('/meta/search?q=shoes#top');
    expect(afterSignInPath(new URLSearchParams())).toBe('/dashboard');
  });
});
