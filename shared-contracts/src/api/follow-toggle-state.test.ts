import { PENDING_FOLLOW_ID, toggledFollowStatus } from './follows';

describe('toggledFollowStatus', () => {
  it('follows at once with a pending id and one more follower', () => {
    expect(toggledFollowStatus({ follow: null, followers: 3 })).toEqual({
      follow: { id: PENDING_FOLLOW_ID, delivery: 'instant' },
      followers: 4,
    });
  });

  it('unfollows at once with one follower fewer, never below none', () => {
    const follow = { id: 7, delivery: 'daily_digest' as const };
    expect(toggledFollowStatus({ follow, followers: 2 })).toEqual({ follow: null, followers: 1 });
    expect(toggledFollowStatus({ follow, followers: 0 })).toEqual({ follow: null, followers: 0 });
  });
});
