import { redirectTargetPath } from './redirect-target';

describe('redirectTargetPath', () => {
  it.each([
    ['SIGNIN', '/authentication/signin'],
    ['EMAIL_CONFIRM', '/authentication/signup/confirm-email'],
    ['DASHBOARD', '/dashboard'],
    ['MAINTENANCE', '/maintenance'],
    ['REQUEST_LIMIT', '/request-limit'],
    ['PLAN_SELECT', '/plans/select'],
  ])('resolves the named target %s to %s', (to, path) => {
    expect(redirectTargetPath(to)).toBe(path);
  });

  it('keeps a same-origin path with its query', () => {
    expect(redirectTargetPath('/you-are-blocked?from=analytics')).toBe(
      '/you-are-blocked?from=analytics',
    );
  });

  it('sends a missing target to sign-in', () => {
    expect(redirectTargetPath(undefined)).toBe('/authentication/signin');
  });

  it('sends a target off the site to the dashboard', () => {
    expect(redirectTargetPath('//evil.example')).toBe('/dashboard');
    expect(redirectTargetPath('javascript:alert(1)')).toBe('/dashboard');
  });
});
