import { hasPlanFeature, userSchema } from './user';

const base = { id: 1, email: 'a@adlens.test', name: 'A' };

describe('user plan features', () => {
  it('keeps the known features of the plan and drops names this client does not know', () => {
    const user = userSchema.parse({ ...base, plan_features: ['downloads', 'teleport'] });
    expect(user.plan_features).toEqual(['downloads']);
    expect(hasPlanFeature(user, 'downloads')).toBe(true);
    expect(hasPlanFeature(user, 'saved_filters')).toBe(false);
  });

  it('reads a user sent without the list as a plan without features', () => {
    expect(userSchema.parse(base).plan_features).toEqual([]);
    expect(hasPlanFeature(null, 'downloads')).toBe(false);
  });
});
