import type {
  PlanFeature,
  Profile,
  TagVocabulary,
  TeamData,
  Tutorial,
  UserDashboard,
} from '@adlens/shared-contracts';

/** Wire-shaped fixture data for tests and the harness, close to what dev-api seeds. */
export const DEMO_USER_WIRE = {
  id: 1,
  email: 'demo@adlens.test',
  name: 'Demo User',
  subscription: {
    plan: 'Pro',
    credits: 1500,
    used_credits: 120,
    renews_at: '2026-12-13T00:00:00.000Z',
  },
  plan_features: ['saved_filters', 'downloads'] satisfies PlanFeature[],
  saved_device: true,
  allowed_routes: ['all'],
};

function usageDays(credits: readonly number[]) {
  return credits.map((value, index) => ({
    date: `2026-11-${String(10 + index).padStart(2, '0')}`,
    credits: value,
  }));
}

export function dashboardFixture(overrides: Partial<UserDashboard> = {}): UserDashboard {
  return {
    user: {
      ...DEMO_USER_WIRE,
      avatar_url: null,
      email_confirmed: true,
      blocked_routes: [],
      is_new_user: false,
      active_platform: 'meta',
      subscription: { ...DEMO_USER_WIRE.subscription },
    },
    plan: { id: 3, name: 'Pro', interval: 'month', price: 129, currency: 'EUR' },
    credits: { total: 1500, used: 120, remaining: 1380 },
    renews_at: '2026-12-13T00:00:00.000Z',
    status: 'active',
    team: { members: 3, limit: 3 },
    usage: usageDays([0, 2, 0, 5, 1, 0, 0, 3, 4, 0, 0, 1, 2, 1]),
    ...overrides,
  };
}

export const NO_USAGE = usageDays(Array.from({ length: 14 }, () => 0));

export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 1,
    name: 'Demo User',
    email: 'demo@adlens.test',
    avatar_url: null,
    company: 'Adlens Labs',
    phone: null,
    country: 'DE',
    source_type: null,
    referral_code: 'DEMO2026',
    created_at: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

export function teamFixture(overrides: Partial<TeamData> = {}): TeamData {
  return {
    members: [
      { email: 'teammate@adlens.test', status: 'active', added_at: '2026-09-24T10:00:00.000Z' },
      { email: 'invited@adlens.test', status: 'invited', added_at: '2026-11-20T10:00:00.000Z' },
    ],
    limit: 3,
    used: 3,
    ...overrides,
  };
}

export const TUTORIALS: Tutorial[] = [
  {
    id: 1,
    title: 'Getting started with Adlens',
    description: 'A tour of search, filters and ad details.',
    video_url: 'https://videos.adlens.example/getting-started.mp4',
    duration: 245,
  },
  {
    id: 2,
    title: 'Finding winning TikTok ads',
    description: 'Sort by plays and filter by days running.',
    video_url: 'https://videos.adlens.example/tiktok.mp4',
    duration: 312,
  },
];

/** The team's tag vocabulary as the owner reads it: two hook terms and one angle. */
export function tagVocabularyFixture(overrides: Partial<TagVocabulary> = {}): TagVocabulary {
  return {
    version: 1,
    can_edit: true,
    terms: [
      {
        family: 'hook',
        name: 'question',
        synonyms: [],
        tags: ['question'],
        rules: ['hook.question/opening-asks'],
      },
      {
        family: 'hook',
        name: 'point_of_view',
        synonyms: ['pov'],
        tags: ['point_of_view'],
        rules: ['hook.point_of_view/opening-pov'],
      },
      {
        family: 'angle',
        name: 'pain',
        synonyms: [],
        tags: ['pain'],
        rules: ['angle.pain/words'],
      },
    ],
    job: null,
    ...overrides,
  };
}

/** Fake handlers for the team page's vocabulary section, for tests about the rest of the page. */
export const TAG_VOCABULARY_HANDLERS = {
  'GET /v1/tags/vocabulary': () => tagVocabularyFixture(),
  'GET /v1/tags/vocabulary/job': () => ({ job: null }),
};
