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
});
export type RemotePin = z.infer<typeof remotePinSchema>;

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
});

/** One environment's pin file (`environments/<env>.json`): the only mutable piece of a release. */
export const pinSetSchema = z.object({
  environment: z.enum(['development', 'staging', 'production']),
  remotes: z.array(remotePinSchema).min(1),
  history: z.array(pinChangeSchema).default([]),
});
export type PinSet = z.infer<typeof pinSetSchema>;

/** Where the host fetches the pin set of the environment it runs in. */
export const PIN_SET_URL = '/environment.json';
