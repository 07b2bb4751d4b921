import type { Platform } from '../platforms';
import type { FollowKind } from './follows';

/**
 * The page session's query cache is one for every remote: a follow's status is cached under one
 * key whichever remote shows its toggle (search for owners and saved filters, insights for
 * campaigns), so that a change made in one is what the other reads.
 */
export const FOLLOW_STATUS_KEY = ['follow-status'] as const;

/** The cache key of `GET /v1/follows/target/{kind}/{platform}/{id}`. */
export function followStatusKey(target: { kind: FollowKind; platform: Platform; id: number }) {
  return [...FOLLOW_STATUS_KEY, target.kind, target.platform, target.id] as const;
}

/**
 * The cache key of `GET /v1/follows` (the user's follows, listed on `/following`): a follow made
 * on an owner's or a campaign's page, by either remote, makes the list stale.
 */
export const FOLLOWS_KEY = ['follows'] as const;
