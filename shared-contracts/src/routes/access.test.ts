import { canAccessPayment, isRouteAllowed, planUpgradePath } from './access';

const lists = (allowed_routes: string[], blocked_routes: string[]) => ({
  allowed_routes,
  blocked_routes,
});

describe('isRouteAllowed', () => {
  describe('when allowed_routes contains all', () => {
    it('allows a path no blocked entry matches', () => {
      expect(isRouteAllowed('/meta/search', lists(['all'], ['analytics']))).toBe(true);
    });

    it('denies a path a blocked entry matches by substring', () => {
      expect(isRouteAllowed('/meta/analytics/shop.example', lists(['all'], ['analytics']))).toBe(
        false,
      );
    });

    it('lets payment in the blocked list also block paths containing plan', () => {
      const paymentBlocked = lists(['all'], ['payment']);
      expect(isRouteAllowed('/plans/select', paymentBlocked)).toBe(false);
      expect(isRouteAllowed('/payment-thank-you/p1', paymentBlocked)).toBe(false);
      expect(isRouteAllowed('/dashboard/profile', paymentBlocked)).toBe(true);
    });
  });

  describe('when blocked_routes contains all', () => {
    it('allows only paths an allowed entry matches', () => {
      const onlySearch = lists(['search'], ['all']);
      expect(isRouteAllowed('/meta/search', onlySearch)).toBe(true);
      expect(isRouteAllowed('/dashboard', onlySearch)).toBe(false);
    });

    it('does not let allowed all override blocked all', () => {
      expect(isRouteAllowed('/meta/search', lists(['all'], ['all']))).toBe(false);
    });

    it('still applies payment to plan paths', () => {
      expect(isRouteAllowed('/plans/select', lists(['plans'], ['all', 'payment']))).toBe(false);
    });
  });

  describe('when neither list contains all', () => {
    it('allows a path an allowed entry matches and no blocked entry matches', () => {
      const access = lists(['search', 'bookmarks'], ['meta/bookmarks']);
      expect(isRouteAllowed('/x/search', access)).toBe(true);
      expect(isRouteAllowed('/x/bookmarks', access)).toBe(true);
      expect(isRouteAllowed('/meta/bookmarks', access)).toBe(false);
    });

    it('denies everything else, also with empty lists', () => {
      expect(isRouteAllowed('/dashboard', lists(['search'], []))).toBe(false);
      expect(isRouteAllowed('/dashboard', lists([], []))).toBe(false);
    });
  });

  it('matches the path part only, ignoring case, query and hash', () => {
    expect(isRouteAllowed('/meta/search?next=/plans', lists(['all'], ['plans']))).toBe(true);
    expect(isRouteAllowed('/Meta/Analytics', lists(['all'], [' ANALYTICS ']))).toBe(false);
  });

  it('ignores blank entries instead of letting them match every path', () => {
    expect(isRouteAllowed('/dashboard', lists(['all'], ['', '  ']))).toBe(true);
    expect(isRouteAllowed('/dashboard', lists([''], ['all']))).toBe(false);
  });

  it('always allows the blocked page itself, so that a denial cannot loop', () => {
    expect(isRouteAllowed('/you-are-blocked', lists([], ['all']))).toBe(true);
  });
});

describe('canAccessPayment', () => {
  it('allows payment unless the blocked list names payment or all', () => {
    expect(canAccessPayment([])).toBe(true);
    expect(canAccessPayment(['analytics'])).toBe(true);
    expect(canAccessPayment(['payment'])).toBe(false);
    expect(canAccessPayment(['all'])).toBe(false);
  });
});

describe('planUpgradePath', () => {
  it('points at the plan page unless the lists keep the user out of it', () => {
    expect(planUpgradePath(lists(['all'], []))).toBe('/plans/select');
    expect(planUpgradePath(lists(['all'], ['payment']))).toBeNull();
    expect(planUpgradePath(null)).toBeNull();
  });
});
