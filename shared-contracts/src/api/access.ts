/**
 * Who may call an endpoint, declared next to its schemas so that the API enforces exactly what the
 * contract says (dev-api's route layer reads it) and the attacker's matrix can test every endpoint
 * from it. Data only: the API maps each name to its check.
 */

/**
 * Route groups of spec sections 5 and 6 that the API checks against a user's `allowed_routes` and
 * `blocked_routes`, as the host checks the pages (substring rule; `payment` also blocks `plan`).
 */
export const ROUTE_AREAS = ['analytics', 'payment'] as const;
export type RouteArea = (typeof ROUTE_AREAS)[number];

/** What a free plan lacks (the seed's plans list them for the paid tiers only). */
export const PLAN_FEATURES = ['saved_filters', 'downloads'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** Records that belong to one user; another user's id answers 404, as if it did not exist. */
export const OWNED_RESOURCES = [
  'collection',
  'saved_filter',
  'notification',
  'follow',
  'announcement',
] as const;
export type OwnedResource = (typeof OWNED_RESOURCES)[number];

/** Anyone; a valid bearer token, when sent, is used. */
export interface PublicAccess {
  readonly kind: 'public';
}

/** A valid bearer token of a confirmed user, plus each rule given. */
export interface SignedInAccess<Param extends string = string> {
  readonly kind: 'signed-in';
  /** The route group; a user whose lists block it is refused (423 REDIRECT to /you-are-blocked). */
  readonly area?: RouteArea;
  /** A free plan is refused (402). */
  readonly feature?: PlanFeature;
  /** The path param naming a record of the caller's own. */
  readonly owner?: { readonly param: Param; readonly resource: OwnedResource };
  /**
   * The ad the request names (path `id` or body `ad_id`) must be one whose detail the caller paid
   * to view (402 otherwise): the parts of the paid detail that have calls of their own.
   */
  readonly paidView?: true;
}

export type EndpointAccess<Param extends string = string> = PublicAccess | SignedInAccess<Param>;

type SignedInRules = Omit<SignedInAccess, 'kind'>;

export const access = {
  public: { kind: 'public' } as PublicAccess,
  signedIn<const Rules extends SignedInRules = Record<never, never>>(
    rules?: Rules,
  ): { readonly kind: 'signed-in' } & Rules {
    return { kind: 'signed-in', ...(rules ?? ({} as Rules)) };
  },
};
