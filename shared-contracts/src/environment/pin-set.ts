import { z } from 'zod/mini';
import { isValidContractRange } from '../contract-compat';
import { singletonRangesSchema } from './shared-singletons';

/** Module Federation names of the four remotes; the host binds routes to pages of these. */
export const REMOTE_NAMES = [
  'remote_auth',
  'remote_search',
  'remote_insights',
  'remote_account',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** A script or stylesheet inside a release folder: relative, no `..`, no scheme. */
const RELEASE_FILE = /^(?!.*\.\.)\w[\w./-]*\.(js|css)$/;

export const remotePinSchema = z.object({
  name: z.enum(REMOTE_NAMES),
  version: z.string().check(z.regex(/^\d+\.\d+\.\d+(-[\w.]+)?$/, 'version must be semver')),
  /** URL of the release's mf-manifest.json or remoteEntry.js, absolute or relative to the host origin. */
  entry: z.string().check(z.minLength(1)),
  /** Subresource-integrity hash of the entry file, checked by the pin CLI before a pin is written. */
  integrity: z.optional(z.string()),
  /** Range of the shared-contracts version the release was built against. */
  contract: z.optional(
    z.string().check(
      z.refine(isValidContractRange, {
        error: 'contract must be x.y.z, ^x.y.z, ~x.y.z or >=x.y.z',
      }),
    ),
  ),
  /**
   * Range of the Module Federation runtime the release was built with (`^<version>`): its entry
   * calls the host's runtime, so the host's runtime version must satisfy it (issue 27).
   */
  runtime: z.optional(
    z.string().check(
      z.refine(isValidContractRange, {
        error: 'runtime must be x.y.z, ^x.y.z, ~x.y.z or >=x.y.z',
      }),
    ),
  ),
  /**
   * The files of each exposed module (`SearchPage`: its JS and CSS, relative to the release
   * folder) as the release's `mf-manifest.json` lists them: a production host loads
   * `remoteEntry.js` directly and preloads these beside it, without the manifest's request
   * (issue 27, decision 0040). Older hosts ignore it.
   */
  exposes: z.optional(z.record(z.string(), z.array(z.string().check(z.regex(RELEASE_FILE))))),
  /** The singletons the release needs and the ranges it needs them in (decision 0053). */
  singletons: z.optional(singletonRangesSchema),
});
export type RemotePin = z.infer<typeof remotePinSchema>;

/**
 * A pin as the server serves it: a browser in a canary's bucket gets the canary's release with
 * the pin it stands beside as `fallback`, registered instead when the host refuses the canary
 * (decision 0035).
 */
export const servedPinSchema = z.extend(remotePinSchema, { fallback: z.optional(remotePinSchema) });

/**
 * A canary beside a pin (issue 30): its release is served to `percent` % of the browser buckets.
 * `guard` is the error budget the server checks on a schedule: past `maxFailureRate` (share of
 * canary sessions with a remote load failure) over at least `minSessions` sessions, it aborts.
 */
export const canarySchema = z.extend(remotePinSchema, {
  percent: z.number().check(z.int(), z.gte(1), z.lte(100)),
  startedAt: z.string(),
  guard: z.optional(
    z.object({
      maxFailureRate: z.number().check(z.gte(0), z.lte(1)),
      minSessions: z.number().check(z.int(), z.gte(1)),
    }),
  ),
});
export type Canary = z.infer<typeof canarySchema>;

export const CANARY_ACTIONS = ['start', 'widen', 'promote', 'abort'] as const;

export const pinChangeSchema = z.object({
  at: z.string(),
  by: z.string(),
  remote: z.enum(REMOTE_NAMES),
  from: z.nullable(z.string()),
  to: z.string(),
  /** The git commit the pinned release was built from. */
  commit: z.optional(z.string()),
  /** Why, when not a plain pin: `promote from staging`, `rollback`. */
  reason: z.optional(z.string()),
  /**
   * A canary change (`from` the pin, `to` the canary's version); only `promote` changes the pin,
   * so a rollback skips the others.
   */
  canary: z.optional(z.enum(CANARY_ACTIONS)),
  /** The canary's share of browser buckets after the change. */
  percent: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100))),
});

/** One environment's pin file (`environments/<env>.json`): the only mutable piece of a release. */
export const pinSetSchema = z.object({
  environment: z.enum(['development', 'staging', 'production']),
  remotes: z.array(servedPinSchema).check(z.minLength(1)),
  history: z._default(z.array(pinChangeSchema), []),
  /** At most one per remote; never served to browsers (the server resolves them per bucket). */
  canaries: z.optional(z.array(canarySchema)),
});
export type PinSet = z.infer<typeof pinSetSchema>;

/** Where the host fetches the pin set of the environment it runs in. */
export const PIN_SET_URL = '/environment.json';
