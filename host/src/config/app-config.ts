import { z } from 'zod/mini';

/**
 * Deployment settings. A deployment sets `window.__ADLENS_CONFIG__` (e.g. from a small
 * same-origin script it serves before the app); without it the local defaults apply, which send
 * RUM to the API's write-only intake (`/api/v1/rum-intake`, decision 0023), use the local human-verification provider and load no
 * tag-manager container.
 */
const appConfigSchema = z.object({
  rum: z._default(
    z.object({
      applicationId: z.string().check(z.minLength(1)),
      clientToken: z.string().check(z.minLength(1)),
      site: z.string().check(z.minLength(1)),
      /** Where RUM sends its data instead of the vendor's intake (local intake, or a relay). */
      proxy: z.optional(z.string().check(z.minLength(1))),
    }),
    {
      applicationId: 'adlens-local',
      clientToken: 'pub-adlens-local',
      site: 'datadoghq.eu',
      proxy: '/api/v1/rum-intake',
    },
  ),
  humanVerification: z._default(
    z.discriminatedUnion('provider', [
      z.object({ provider: z.literal('local') }),
      z.object({ provider: z.literal('recaptcha'), siteKey: z.string().check(z.minLength(1)) }),
    ]),
    { provider: 'local' },
  ),
  /** The tag-manager container (spec section 7); none in development and tests. */
  tagManager: z.optional(
    z.object({
      containerId: z.string().check(z.regex(/^GTM-[A-Z0-9]{4,12}$/, 'a GTM-... container id')),
      scriptOrigin: z._default(z.string().check(z.url()), 'https://www.googletagmanager.com'),
    }),
  ),
  /** A remote page load (manifest, entry, chunks) still unfinished after this fails (decision 0014). */
  remoteLoadTimeoutMs: z._default(z.number().check(z.int(), z.gte(500), z.lte(120_000)), 10_000),
  /**
   * Mirrors every RUM event into `window.__adlensRumEvents` for end-to-end tests. A production
   * deployment never sets it.
   */
  exposeRumEvents: z._default(z.boolean(), false),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

declare global {
  interface Window {
    __ADLENS_CONFIG__?: unknown;
  }
}

/** Reads and validates the configuration; an invalid one is reported and the defaults are used. */
export function readAppConfig(source: unknown = window.__ADLENS_CONFIG__): AppConfig {
  const parsed = appConfigSchema.safeParse(source ?? {});
  if (parsed.success) return parsed.data;
  console.error('[adlens] invalid window.__ADLENS_CONFIG__, using defaults', parsed.error.message);
  return appConfigSchema.parse({});
}
