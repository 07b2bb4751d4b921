import { type User, userSchema } from '@adlens/shared-contracts';
import type { Queryable } from '../db/database';
import { tokenHash } from '../features/auth/tokens';
import { fail } from './api-failure';
import { planFeatures } from './plan-features';

export interface UserRow {
  [column: string]: unknown;
  id: number;
  email: string;
  name: string;
  password_hash: string;
  email_confirmed: boolean;
  plan_id: number | null;
  plan_name: string | null;
  plan_is_free: boolean | null;
  team_limit: number | null;
  credits: number;
  used_credits: number;
  renews_at: Date | null;
  saved_device: boolean;
  allowed_routes: string[];
  blocked_routes: string[];
  is_new_user: boolean;
  active_platform: string;
  avatar: string | null;
  company: string | null;
  phone: string | null;
  country: string | null;
  source_type: string | null;
  saw_intro: boolean;
  referral_code: string;
  created_at: Date;
}

export interface Session {
  token: string;
  user: UserRow;
}

export const USER_SELECT = `
  SELECT u.*, p.name AS plan_name, p.is_free AS plan_is_free, p.team_limit
  FROM users u LEFT JOIN plans p ON p.id = u.plan_id`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(`${USER_SELECT} WHERE lower(u.email) = lower($1)`, [email]);
  return rows[0];
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [id]);
  return rows[0];
}

/** The bearer token of a request, if any. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Resolves a session token; a missing, expired or revoked token is a session-expired failure. */
export async function loadSession(
  db: Queryable,
  token: string | null,
  now: Date,
): Promise<Session> {
  if (!token) throw fail.sessionExpired();
  const rows = await db.query<UserRow>(
    `${USER_SELECT} JOIN auth_tokens t ON t.user_id = u.id
     WHERE t.token_hash = $1 AND t.kind = 'session' AND NOT t.revoked AND t.expires_at > $2`,
    [tokenHash(token), now.toISOString()],
  );
  const user = rows[0];
  if (!user) throw fail.sessionExpired();
  return { token, user };
}

export function avatarUrl(user: Pick<UserRow, 'id' | 'avatar'>): string | null {
  return user.avatar ? `/api/v1/user/avatar/${user.id}?v=${encodeURIComponent(user.avatar)}` : null;
}

export function toUser(row: UserRow): User {
  return userSchema.parse({
    id: row.id,
    email: row.email,
    name: row.name,
    avatar_url: avatarUrl(row),
    email_confirmed: row.email_confirmed,
    subscription: {
      plan: row.plan_name,
      credits: row.credits,
      used_credits: row.used_credits,
      renews_at: row.renews_at ? row.renews_at.toISOString() : null,
    },
    saved_device: row.saved_device,
    allowed_routes: row.allowed_routes,
    blocked_routes: row.blocked_routes,
    is_new_user: row.is_new_user,
    plan_features: planFeatures(row),
    active_platform: row.active_platform,
  });
}

/** Spec section 5: route access by allowed/blocked lists; `payment` also blocks plan pages. */
export function routeAllowed(
  user: Pick<UserRow, 'allowed_routes' | 'blocked_routes'>,
  path: string,
): boolean {
  const blocked = user.blocked_routes.flatMap((entry) =>
    entry === 'payment' ? ['payment', 'plan'] : [entry],
  );
  if (user.allowed_routes.includes('all')) return !blocked.some((entry) => path.includes(entry));
  if (user.blocked_routes.includes('all'))
    return user.allowed_routes.some((entry) => path.includes(entry));
  return !blocked.some((entry) => path.includes(entry));
}
