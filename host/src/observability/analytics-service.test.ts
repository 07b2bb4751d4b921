import { TAG_EVENT_NAMES, type TagEventData, type TagEventName } from '@adlens/shared-contracts';
import { browserDataLayer, createAnalyticsService } from './analytics-service';

const EXAMPLES: { [N in TagEventName]: TagEventData<N> } = {
  sign_up: { method: 'email', referred: true },
  sign_in: { method: 'google' },
  search_run: { platform: 'meta', keyword: 'sneakers', filters: 1 },
  filter_applied: { platform: 'native', filter: 'network', values: ['Taboola', 'MGID'] },
  ad_opened: { platform: 'facebook', ad_id: 44, cost: 2 },
  bookmark: { platform: 'pinterest', ad_id: 8, bookmarked: false },
  share: { platform: 'tiktok', ad_id: 9 },
  plan_chosen: { plan: 'basic', period: 'month' },
  coupon_checked: { code: 'SPRING', valid: false },
  payment_result: { payment: 'pay_9', result: 'failed', gateway: 'paypal' },
  referral_payout: { amount: 120.5, method: 'bank_transfer' },
  download: { download_id: 2, kind: 'guide' },
};

function setup() {
  const dataLayer: Record<string, unknown>[] = [];
  const addAction = jest.fn();
  const analytics = createAnalyticsService({ dataLayer: () => dataLayer, addAction });
  return { analytics, dataLayer, addAction };
}

afterEach(() => {
  delete window.dataLayer;
  jest.restoreAllMocks();
});

describe('analytics service', () => {
  it.each(TAG_EVENT_NAMES)('pushes %s with its data and mirrors it as a RUM action', (name) => {
    const { analytics, dataLayer, addAction } = setup();
    const track = analytics.track as (event: TagEventName, data: unknown) => void;
    track(name, EXAMPLES[name]);
    expect(dataLayer).toEqual([{ event: name, ...EXAMPLES[name] }]);
    expect(addAction).toHaveBeenCalledWith(name, EXAMPLES[name]);
  });

  it('drops data outside the schema, with a warning, from both the data layer and RUM', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { analytics, dataLayer, addAction } = setup();
    analytics.track('ad_opened', { platform: 'meta', ad_id: 0, cost: 1 });
    analytics.track('no_such_event' as TagEventName, {} as never);
    expect(dataLayer).toEqual([]);
    expect(addAction).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('keeps pushing to the data layer when RUM fails', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const dataLayer: Record<string, unknown>[] = [];
    const analytics = createAnalyticsService({
      dataLayer: () => dataLayer,
      addAction: () => {
        throw new Error('RUM not started');
      },
    });
    analytics.track('sign_in', { method: 'password' });
    expect(dataLayer).toEqual([{ event: 'sign_in', method: 'password' }]);
  });

  it("uses the page's window.dataLayer, creating it when missing", () => {
    const analytics = createAnalyticsService({ dataLayer: browserDataLayer, addAction: jest.fn() });
    analytics.track('share', { platform: 'meta', ad_id: 1 });
    expect(window.dataLayer).toEqual([{ event: 'share', platform: 'meta', ad_id: 1 }]);
  });
});
