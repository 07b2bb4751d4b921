import type { EndpointAccess } from '@adlens/shared-contracts';

/** Who sends the example request of the attacker's matrix. */
export const PRINCIPALS = [
  'owner',
  'anonymous',
  'other-user',
  'free-plan',
  'blocked',
  'expired-token',
  'cookie-only',
  // What a copy of the database holds for a live session, presented as the bearer (issue 42).
  'stored-token',
  // A session that the owner's password change ended (issue 42, finding 4).
  'ended-by-password-change',
  // The owner's API key without the scope the endpoint needs (every scope but it; decision 0057).
  'wrong-scope-key',
  // The owner's API key with every scope, revoked.
  'revoked-key',
] as const;
export type Principal = (typeof PRINCIPALS)[number];

/** A refusal's status and meta, as the route layer answers it. */
export interface Refusal {
  status: number;
  action: string;
  code: number;
}

export const REFUSALS = {
  signIn: { status: 403, action: 'REDIRECT_WITH_LOGOUT', code: 403 },
  blocked: { status: 403, action: 'REDIRECT', code: 423 },
  plan: { status: 402, action: 'SNACKBAR', code: 402 },
  notFound: { status: 404, action: 'SNACKBAR', code: 404 },
  unpaid: { status: 402, action: 'SNACKBAR', code: 402 },
  keyScope: { status: 403, action: 'SNACKBAR', code: 403 },
  keyRevoked: { status: 401, action: 'SNACKBAR', code: 401 },
} as const satisfies Record<string, Refusal>;

/** `ok`: the owner's 200; `allowed`: any answer that is not a refusal of access (nor a 5xx). */
export type Expected = { kind: 'ok' } | { kind: 'allowed' } | { kind: 'refused'; refusal: Refusal };

/**
 * Whether the principal has the feature's plan, is blocked for the area, owns the record (and,
 * as the owner, paid to view the example's ad).
 */
interface PrincipalFacts {
  signedIn: boolean;
  freePlan: boolean;
  blockedArea: boolean;
  owner: boolean;
}

const FACTS: Record<Principal, PrincipalFacts> = {
  owner: { signedIn: true, freePlan: false, blockedArea: false, owner: true },
  anonymous: { signedIn: false, freePlan: false, blockedArea: false, owner: false },
  'other-user': { signedIn: true, freePlan: false, blockedArea: false, owner: false },
  'free-plan': { signedIn: true, freePlan: true, blockedArea: false, owner: false },
  blocked: { signedIn: true, freePlan: false, blockedArea: true, owner: false },
  // A cookie is not a credential: the API reads only the bearer header (no CSRF through cookies).
  'expired-token': { signedIn: false, freePlan: false, blockedArea: false, owner: false },
  'cookie-only': { signedIn: false, freePlan: false, blockedArea: false, owner: false },
  'stored-token': { signedIn: false, freePlan: false, blockedArea: false, owner: false },
  'ended-by-password-change': {
    signedIn: false,
    freePlan: false,
    blockedArea: false,
    owner: false,
  },
  // Refused before any of these facts is looked at (see expectedAnswer).
  'wrong-scope-key': { signedIn: false, freePlan: false, blockedArea: false, owner: false },
  'revoked-key': { signedIn: false, freePlan: false, blockedArea: false, owner: false },
};

/** The answer the declaration promises, in the route layer's order of checks. */
export function expectedAnswer(access: EndpointAccess, principal: Principal): Expected {
  if (principal === 'owner') return { kind: 'ok' };
  if (access.kind === 'public') return { kind: 'allowed' };
  // A key is checked (known, live, scoped) before the rules of the user it acts as.
  if (principal === 'revoked-key') return { kind: 'refused', refusal: REFUSALS.keyRevoked };
  if (principal === 'wrong-scope-key') return { kind: 'refused', refusal: REFUSALS.keyScope };
  const facts = FACTS[principal];
  if (!facts.signedIn) return { kind: 'refused', refusal: REFUSALS.signIn };
  if (access.area && facts.blockedArea) return { kind: 'refused', refusal: REFUSALS.blocked };
  if (access.feature && facts.freePlan) return { kind: 'refused', refusal: REFUSALS.plan };
  if (access.owner && !facts.owner) return { kind: 'refused', refusal: REFUSALS.notFound };
  if (access.paidView && !facts.owner) return { kind: 'refused', refusal: REFUSALS.unpaid };
  return { kind: 'allowed' };
}

/** Whether an answer is one of the refusals (for `allowed`, none may come). */
export function isRefusal(status: number, meta: { action?: string; code?: number } | null) {
  return Object.values(REFUSALS).some(
    (refusal) =>
      refusal.status === status && meta?.action === refusal.action && meta.code === refusal.code,
  );
}
