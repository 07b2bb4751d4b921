import { safeNavigationUrl } from './safe-navigation-url';

describe('safe navigation URL', () => {
  it('accepts a path of this origin and http(s) URLs only', () => {
    expect(safeNavigationUrl('/api/v1/payment/checkout/pay_1')).toBe(
      '/api/v1/payment/checkout/pay_1',
    );
    expect(safeNavigationUrl('https://pay.example/s/1')).toBe('https://pay.example/s/1');
    expect(safeNavigationUrl('//evil.example/x')).toBeNull();
    expect(safeNavigationUrl('javascript:alert(1)')).toBeNull();
    expect(safeNavigationUrl('not a url')).toBeNull();
  });
});
