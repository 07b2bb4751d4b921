import type { Follow } from '../api/follows';

/** A follow as `GET /v1/follows` lists it: an owner followed with instant alerts and nothing new yet. */
export function fakeFollow(overrides: Partial<Follow> = {}): Follow {
  return {
    id: 1,
    kind: 'owner',
    platform: 'tiktok',
    target_id: 7,
    name: 'True Studio',
    delivery: 'instant',
    created_at: '2026-11-01T00:00:00.000Z',
    seen_at: null,
    changes_since_seen: { new_ad: 0, stopped: 0, landing_changed: 0, new_country: 0 },
    changed_ad_ids: [],
    last_activity: null,
    stale: false,
    followers: 3,
    ...overrides,
  };
}
