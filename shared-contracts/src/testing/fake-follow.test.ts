import { followSchema } from '../api/follows';
import { z } from 'zod/mini';
import { fakeFollow } from './fake-follow';

describe('fakeFollow', () => {
  it('is a follow the contract accepts, with the overrides applied', () => {
    const follow = fakeFollow({ kind: 'campaign', followers: 5 });

    expect(z.safeParse(followSchema, follow).success).toBe(true);
    expect(follow).toMatchObject({ kind: 'campaign', followers: 5, name: 'True Studio' });
  });
});
