import { z } from 'zod';
import { isValidContractRange } from '../contract-compat';

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
  version: z.string().regex(/^\d+\.\d+\.\d+(-[\w.]+)?$/, 'version must be semver'),
  /** URL of the release's mf-manifest.json or remoteEntry.js, absolute or relative to the host origin. */
  entry: z.string().min(1),
  /** Subresource-integrity hash of the entry file, checked by the pin CLI before a pin is written. */
  integrity: z.string().optional(),
  /** Range of the shared-contracts version the release was built against. */
  contract: z
    .string()
    .refine(isValidContractRange, { error: 'contract must be x.y.z, ^x.y.z, ~x.y.z or >=x.y.z' })
    .optional(),
  /**
   * Range of the Module Federation runtime the release was built with (`^<version>`): its entry
   * calls the host's runtime, so the host's runtime version must satisfy it (issue 27).
   */
  runtime: z
    .string()
    .refine(isValidContractRange, { error: 'runtime must be x.y.z, ^x.y.z, ~x.y.z or >=x.y.z' })
    .optional(),
  /**
   * The files of each exposed module (`SearchPage`: its JS and CSS, relative to the release
   * folder) as the release's `mf-manifest.json` lists them: a production host loads
   * `remoteEntry.js` directly and preloads these beside it, without the manifest's request
   * (issue 27, decision 0040). Older hosts ignore it.
   */
  exposes: z.record(z.string(), z.array(z.string().regex(RELEASE_FILE))).optional(),
});
export type RemotePin = z.infer<typeof remotePinSchema>;

/**
 * A pin as the server serves it: a browser in a canary's bucket gets the canary's release with
 * the pin it stands beside as `fallback`, registered instead when the host refuses the canary
 * (decision 0035).
 */
export const servedPinSchema = remotePinSchema.extend({ fallback: remotePinSchema.optional() });

/**
 * A canary beside a pin (issue 30): its release is served to `percent` % of the browser buckets.
 * `guard` is the error budget the server checks on a schedule: past `maxFailureRate` (share of
 * canary sessions with a remote load failure) over at least `minSessions` sessions, it aborts.
 */
export const canarySchema = remotePinSchema.extend({
  percent: z.number().int().min(1).max(100),
  startedAt: z.string(),
  guard: z
    .object({
      maxFailureRate: z.number().min(0).max(1),
      minSessions: z.number().int().min(1),
    })
    .optional(),
});
export type Canary = z.infer<typeof canarySchema>;

export const CANARY_ACTIONS = ['start', 'widen', 'promote', 'abort'] as const;

export const pinChangeSchema = z.object({
  at: z.string(),
  by: z.string(),
  remote: z.enum(REMOTE_NAMES),
  from: z.string().nullable(),
  to: z.string(),
  /** The git commit the pinned release was built from. */
  commit: z.string().optional(),
  /** Why, when not a plain pin: `promote from staging`, `rollback`. */
  reason: z.string().optional(),
  /**
   * A canary change (`from` the pin, `to` the canary's version); only `promote` changes the pin,
   * so a rollback skips the others.
   */
  canary: z.enum(CANARY_ACTIONS).optional(),
  /** The canary's share of browser buckets after the change. */
  percent: z.number().int().min(0).max(100).optional(),
});

/** One environment's pin file (`environments/<env>.json`): the only mutable piece of a release. */
export const pinSetSchema = z.object({
  environment: z.enum(['development', 'staging', 'production']),
  remotes: z.array(servedPinSchema).min(1),
  history: z.array(pinChangeSchema).default([]),
  /** At most one per remote; never served to browsers (the server resolves them per bucket). */
  canaries: z.array(canarySchema).optional(),
});
export type PinSet = z.infer<typeof pinSetSchema>;

/** Where the host fetches the pin set of the environment it runs in. */
export const PIN_SET_URL = '/environment.json';
