import { createFakeHostServices } from '../testing/fake-host-services';
import {
  TAG_EVENT_NAMES,
  type TagEventData,
  type TagEventName,
  isTagEventName,
  parseTagEvent,
} from './tag-events';

/** One valid example per event: the list of spec section 7, each with its data. */
const EXAMPLES: { [N in TagEventName]: TagEventData<N> } = {
  sign_up: { method: 'email', referred: false },
  sign_in: { method: 'password' },
  search_run: { platform: 'meta', keyword: 'shoes', filters: 2, page: 1, results: 40 },
  filter_applied: { platform: 'tiktok', filter: 'cta', values: ['Shop Now'] },
  ad_opened: { platform: 'x', ad_id: 12, cost: 1 },
  bookmark: { platform: 'reddit', ad_id: 5, bookmarked: true, collections: 1 },
  share: { platform: 'youtube', ad_id: 7 },
  plan_chosen: { plan: 'pro', period: 'year' },
  coupon_checked: { code: 'WELCOME10', valid: true },
  payment_result: { payment: 'pay_123', result: 'success', gateway: 'stripe' },
  referral_payout: { amount: 50, method: 'paypal' },
  download: { download_id: 3, kind: 'report' },
};

describe('tag-manager events', () => {
  it('name the twelve events of the spec', () => {
    expect(TAG_EVENT_NAMES).toEqual([
      'sign_up',
      'sign_in',
      'search_run',
      'filter_applied',
      'ad_opened',
      'bookmark',
      'share',
      'plan_chosen',
      'coupon_checked',
      'payment_result',
      'referral_payout',
      'download',
    ]);
  });

  it.each(TAG_EVENT_NAMES)('accepts the data of %s', (name) => {
    expect(parseTagEvent(name, EXAMPLES[name])).toEqual(EXAMPLES[name]);
  });

  it.each([
    ['sign_in', { method: 'magic-link' }],
    ['search_run', { platform: 'myspace', keyword: '', filters: 0 }],
    ['ad_opened', { platform: 'meta', ad_id: 1 }],
    ['ad_opened', { platform: 'meta', ad_id: 1, cost: -1 }],
    ['plan_chosen', { plan: 'gold', period: 'month' }],
    ['payment_result', { payment: 'p', result: 'maybe' }],
    ['download', { download_id: '3', kind: 'report' }],
  ])('refuses %s with data outside its schema (%o)', (name, data) => {
    expect(parseTagEvent(name, data)).toBeNull();
  });

  it('refuses names outside the list', () => {
    expect(isTagEventName('sign_in')).toBe(true);
    expect(isTagEventName('toString')).toBe(false);
    expect(parseTagEvent('page_view', {})).toBeNull();
  });

  it('keep the same promise in the fake host services', () => {
    const services = createFakeHostServices();
    services.analytics.track('share', { platform: 'meta', ad_id: 9 });
    expect(services.tracked).toEqual([{ event: 'share', data: { platform: 'meta', ad_id: 9 } }]);
    expect(() =>
      services.analytics.track('share', { platform: 'meta', ad_id: -1 } as TagEventData<'share'>),
    ).toThrow('Tag event share has data outside its schema');
  });
});
