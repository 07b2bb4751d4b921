import { PLATFORMS } from '@adlens/shared-contracts';
import type { Rng } from './prng';
import { commissionReleaseDate } from '../features/referrals/referral-program';
import { daysBefore } from './reference-date';

export const DEMO_PASSWORD = 'adlens-demo';

export interface PlanRow {
  id: number;
  name: string;
  tier: string;
  interval: 'month' | 'year';
  price: number;
  currency: string;
  credits: number;
  team_limit: number;
  platforms: string[];
  features: string[];
  is_free: boolean;
  popular: boolean;
  sort: number;
}

const ALL_PLATFORMS: string[] = [...PLATFORMS];

/** Prices are invented (the spec gives none) and live only here, in seed data. */
export function generatePlans(): PlanRow[] {
  const tiers = [
    {
      tier: 'free',
      name: 'Free',
      month: 0,
      credits: 10,
      team: 1,
      platforms: ['meta', 'facebook'],
      popular: false,
    },
    {
      tier: 'basic',
      name: 'Basic',
      month: 49,
      credits: 300,
      team: 1,
      platforms: ['meta', 'facebook', 'tiktok', 'youtube'],
      popular: false,
    },
    {
      tier: 'pro',
      name: 'Pro',
      month: 129,
      credits: 1500,
      team: 3,
      platforms: ALL_PLATFORMS,
      popular: true,
    },
    {
      tier: 'business',
      name: 'Business',
      month: 299,
      credits: 5000,
      team: 10,
      platforms: ALL_PLATFORMS,
      popular: false,
    },
  ];
  const rows: PlanRow[] = [];
  for (const interval of ['month', 'year'] as const) {
    for (const tier of tiers) {
      if (tier.tier === 'free' && interval === 'year') continue;
      rows.push({
        id: rows.length + 1,
        name: tier.name,
        tier: tier.tier,
        interval,
        // Yearly: two months free.
        price: interval === 'month' ? tier.month : tier.month * 10,
        currency: 'EUR',
        credits: interval === 'month' ? tier.credits : tier.credits * 12,
        team_limit: tier.team,
        platforms: tier.platforms,
        features: [
          `${tier.credits} ad detail credits per month`,
          `${tier.platforms.length} platforms`,
          tier.team > 1 ? `Team of ${tier.team}` : 'Single user',
          ...(tier.tier === 'free' ? [] : ['All search filters', 'Saved filters', 'Downloads']),
        ],
        is_free: tier.tier === 'free',
        popular: tier.popular,
        sort: rows.length + 1,
      });
    }
  }
  return rows;
}

export interface DemoUser {
  email: string;
  name: string;
  confirmed: boolean;
  plan_tier: string;
  credits: number;
  used_credits: number;
  allowed_routes: string[];
  blocked_routes: string[];
  referral_code: string;
}

/** The demo accounts of the README; all use DEMO_PASSWORD. */
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'demo@adlens.test',
    name: 'Demo User',
    confirmed: true,
    plan_tier: 'pro',
    credits: 1500,
    used_credits: 120,
    allowed_routes: ['all'],
    blocked_routes: [],
    referral_code: 'DEMO2026',
  },
  {
    email: 'nocredits@adlens.test',
    name: 'No Credits',
    confirmed: true,
    plan_tier: 'basic',
    credits: 300,
    used_credits: 300,
    allowed_routes: ['all'],
    blocked_routes: [],
    referral_code: 'NOCRED01',
  },
  {
    email: 'blocked@adlens.test',
    name: 'Blocked Analytics',
    confirmed: true,
    plan_tier: 'pro',
    credits: 1500,
    used_credits: 10,
    allowed_routes: ['all'],
    blocked_routes: ['analytics'],
    referral_code: 'BLOCK001',
  },
  {
    email: 'nopayment@adlens.test',
    name: 'No Payment',
    confirmed: true,
    plan_tier: 'pro',
    credits: 1500,
    used_credits: 10,
    allowed_routes: ['all'],
    blocked_routes: ['payment'],
    referral_code: 'NOPAY001',
  },
  {
    email: 'free@adlens.test',
    name: 'Free Plan',
    confirmed: true,
    plan_tier: 'free',
    credits: 10,
    used_credits: 2,
    allowed_routes: ['all'],
    blocked_routes: [],
    referral_code: 'FREE0001',
  },
  {
    email: 'unconfirmed@adlens.test',
    name: 'Unconfirmed User',
    confirmed: false,
    plan_tier: 'free',
    credits: 10,
    used_credits: 0,
    allowed_routes: ['all'],
    blocked_routes: [],
    referral_code: 'UNCONF01',
  },
];

export interface CouponRow {
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  expires_at: string | null;
  max_uses: number | null;
  uses: number;
}

/**
 * Valid, expired and used-up coupons; the expired one ran out a month before the seed day. Expiry
 * of the valid ones is far after any plausible run.
 */
export const couponsFor = (seedDay: Date): CouponRow[] => [
  {
    code: 'WELCOME20',
    kind: 'percent',
    amount: 20,
    expires_at: '2099-12-31T00:00:00Z',
    max_uses: null,
    uses: 0,
  },
  {
    code: 'SAVE10',
    kind: 'fixed',
    amount: 10,
    expires_at: '2099-12-31T00:00:00Z',
    max_uses: 1000,
    uses: 12,
  },
  {
    code: 'HALFYEAR',
    kind: 'percent',
    amount: 50,
    expires_at: '2099-12-31T00:00:00Z',
    max_uses: 1,
    uses: 0,
  },
  {
    code: 'EXPIRED15',
    kind: 'percent',
    amount: 15,
    expires_at: daysBefore(30, seedDay).toISOString(),
    max_uses: null,
    uses: 3,
  },
  {
    code: 'USEDUP25',
    kind: 'percent',
    amount: 25,
    expires_at: '2099-12-31T00:00:00Z',
    max_uses: 5,
    uses: 5,
  },
];

export interface NotificationSeed {
  title: string;
  body: string;
  type: string;
  link: string | null;
  created_at: string;
}

export function generateNotifications(rng: Rng, count: number, seedDay: Date): NotificationSeed[] {
  const templates = [
    {
      title: 'New ads from an owner you follow',
      body: 'Nova Labs started 12 new ads on Meta.',
      type: 'info',
      link: '/meta/search',
    },
    {
      title: 'Credits renewed',
      body: 'Your monthly credits were renewed.',
      type: 'success',
      link: '/dashboard/subscription',
    },
    {
      title: 'Payment failed',
      body: 'We could not charge your card. Please update your payment method.',
      type: 'error',
      link: '/plans/select',
    },
    {
      title: 'Credits running low',
      body: 'You have used 90% of your credits this month.',
      type: 'warning',
      link: '/plans/select',
    },
    {
      title: 'New tutorial',
      body: 'Learn how to find winning TikTok ads in 5 minutes.',
      type: 'default',
      link: null,
    },
    {
      title: 'Collection updated',
      body: 'A teammate added 3 ads to "Summer ideas".',
      type: 'info',
      link: '/bookmarks',
    },
  ];
  return Array.from({ length: count }, (_unused, index) => {
    const template = rng.pick(templates);
    return { ...template, created_at: daysBefore(index * 1.5 + rng.next(), seedDay).toISOString() };
  });
}

export const TUTORIALS = [
  {
    id: 1,
    title: 'Getting started with Adlens',
    description: 'A tour of search, filters and ad details.',
    video_url: 'https://videos.adlens.example/getting-started.mp4',
    duration: 245,
    sort: 1,
  },
  {
    id: 2,
    title: 'Finding winning TikTok ads',
    description: 'Sort by plays and filter by days running.',
    video_url: 'https://videos.adlens.example/tiktok.mp4',
    duration: 312,
    sort: 2,
  },
  {
    id: 3,
    title: 'Native campaigns and publishers',
    description: 'Follow a campaign across Taboola and Outbrain.',
    video_url: 'https://videos.adlens.example/native.mp4',
    duration: 401,
    sort: 3,
  },
  {
    id: 4,
    title: 'Organising bookmarks',
    description: 'Collections, saved filters and sharing.',
    video_url: 'https://videos.adlens.example/bookmarks.mp4',
    duration: 188,
    sort: 4,
  },
];

export const DOWNLOADS = [
  {
    id: 1,
    title: 'Top 100 Facebook ads of the month',
    description: 'The most engaging Facebook ads, with creatives.',
    kind: 'report',
    platform: 'facebook',
    file_name: 'top-100-facebook.pdf',
    size_bytes: 4_800_000,
  },
  {
    id: 2,
    title: 'TikTok creative playbook',
    description: 'Hooks and formats that work on TikTok.',
    kind: 'guide',
    platform: 'tiktok',
    file_name: 'tiktok-playbook.pdf',
    size_bytes: 2_100_000,
  },
  {
    id: 3,
    title: 'Native advertising benchmarks',
    description: 'CTR and CPC ranges per network.',
    kind: 'report',
    platform: 'native',
    file_name: 'native-benchmarks.xlsx',
    size_bytes: 640_000,
  },
  {
    id: 4,
    title: 'E-commerce landing page checklist',
    description: '30 checks before you launch.',
    kind: 'checklist',
    platform: null,
    file_name: 'landing-checklist.pdf',
    size_bytes: 350_000,
  },
  {
    id: 5,
    title: 'Display ad sizes cheat sheet',
    description: 'Every standard size with examples.',
    kind: 'guide',
    platform: 'display',
    file_name: 'display-sizes.pdf',
    size_bytes: 900_000,
  },
];

export interface ReferralEventSeed {
  kind: 'click' | 'signup' | 'paid';
  amount: number;
  referred_email: string | null;
  created_at: string;
  /** A commission counts in the balance from here on (held for the refund window first). */
  releasable_at: string | null;
}

/** Referral history of one referrer over the 180 days before the seed day. */
export function generateReferralEvents(
  rng: Rng,
  count: number,
  seedDay: Date,
): ReferralEventSeed[] {
  return Array.from({ length: count }, (_unused, index) => {
    const roll = rng.next();
    const kind = roll < 0.75 ? 'click' : roll < 0.93 ? 'signup' : 'paid';
    // Drawn in this order (amount, then day) so that the seed stays what it was.
    const amount = kind === 'paid' ? rng.pick([9.8, 25.8, 59.8]) : 0;
    const created = daysBefore(rng.int(0, 180), seedDay);
    return {
      kind,
      amount,
      referred_email: kind === 'click' ? null : `referred${index}@example.test`,
      created_at: created.toISOString(),
      releasable_at: kind === 'paid' ? commissionReleaseDate(created).toISOString() : null,
    };
  });
}
