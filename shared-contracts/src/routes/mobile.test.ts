import { MOBILE_BREAKPOINT_PX } from '../constants';
import { isAllowedOnMobile, isMobileWidth } from './mobile';

describe('isAllowedOnMobile', () => {
  it.each([
    '/search',
    '/meta/search?q=shoes',
    '/plans/select',
    '/ads-blocker',
    '/500',
    '/maintenance',
    '/payment-failed/p1',
    '/payment-thank-you/p1',
    '/request-limit',
    '/you-are-blocked',
    '/no/such/page',
  ])('allows %s', (path) => {
    expect(isAllowedOnMobile(path)).toBe(true);
  });

  it.each([
    '/dashboard/profile',
    '/meta/ads/1',
    '/bookmarks',
    '/meta/analytics',
    '/referral',
    '/downloads',
    '/share/meta/ads/tok',
  ])('sends %s to search', (path) => {
    expect(isAllowedOnMobile(path)).toBe(false);
  });

  it('judges redirect-only routes by where they lead', () => {
    expect(isAllowedOnMobile('/')).toBe(true);
    expect(isAllowedOnMobile('/plans')).toBe(true);
    expect(isAllowedOnMobile('/dashboard')).toBe(false);
  });

  it('judges short links by their target', () => {
    expect(isAllowedOnMobile('/r/plans-select')).toBe(true);
    expect(isAllowedOnMobile('/r/tiktok-search?q=a')).toBe(true);
    expect(isAllowedOnMobile('/r/dashboard')).toBe(false);
  });
});

describe('isMobileWidth', () => {
  it('is mobile strictly below 950 px', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(950);
    expect(isMobileWidth(949)).toBe(true);
    expect(isMobileWidth(950)).toBe(false);
  });
});
