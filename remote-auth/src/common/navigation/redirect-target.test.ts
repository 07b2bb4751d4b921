import { afterSignInPath } from './redirect-target';

describe('after sign-in path', () => {
  it('never leaves the site', () => {
    expect(afterSignInPath(new URLSearchParams('redirect=%2F%2Fevil.example'))).toBe('/dashboard');
  });

  it('keeps the query and hash of a same-site redirect', () => {
    expect(
      afterSignInPath(new URLSearchParams('redirect=%2Fmeta%2Fsearch%3Fq%3Dshoes%23top')),
    ).toBe('/meta/search?q=shoes#top');
    expect(afterSignInPath(new URLSearchParams())).toBe('/dashboard');
  });
});
