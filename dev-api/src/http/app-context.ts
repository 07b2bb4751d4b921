import type { Database } from '../db/database';
import type { OauthProviderConfig } from '../features/auth/oauth-provider-client';
import type { PaymentGatewayConfig } from '../features/subscription/payment-gateway';
import type { SearchStrategy } from '../features/ads/search-ads';
import { type SearchCountsMemory, createSearchCountsMemory } from '../features/ads/search-counts';
import { type Mailer, unconfiguredMailer } from '../mail/mailer';
import type { PageSessions } from '../features/rum/page-session-tokens';
import {
  type RemoteHealthStore,
  createRemoteHealthStore,
} from '../features/rum/remote-health-store';
import { type RumStore, createRumStore } from '../features/rum/rum-store';
import { type ThrottleCounts, createThrottleCounts } from './throttle-counts';
import { NO_TRUSTED_PROXIES, type TrustedProxies } from './client-address';
import {
  type WebhookDeliveries,
  type WebhookOptions,
  createWebhookDeliveries,
} from '../features/webhooks/webhook-deliveries';
import {
  EXPORT_CHUNK_ROWS,
  type ExportRunner,
  createExportRunner,
} from '../features/exports/export-runner';
import {
  type NotificationAnnouncer,
  createNotificationAnnouncer,
} from '../features/follows/announce';

/**
 * Far above what a person or the e2e suites (two workers on one address) send in a minute, far
 * below what a script guessing or scraping needs (decision 0021).
 */
export const DEFAULT_RATE_LIMIT = 600;

/** Run-time switches: set from the environment, flipped by the dev composition's settings route. */
export interface RuntimeSettings {
  maintenance: boolean;
  /**
   * Requests per minute per user, and per address for requests without a live session; an address
   * may send `PEOPLE_PER_ADDRESS` times as many in all (decision 0048); 0 = off.
   */
  rateLimitPerMinute: number;
}

export interface AppDeps {
  db: Database;
  settings?: Partial<RuntimeSettings>;
  tokenTtlSeconds?: number;
  /** The clock, injectable so tests can expire tokens. */
  now?: () => Date;
  /** The ad-search plan; the benchmark runs both side by side. */
  searchStrategy?: SearchStrategy;
  /** How many search totals to remember (0: count every time; the benchmark compares). */
  searchTotalsCacheSize?: number;
  /** Where codes and links are mailed; without one the server logs that mail is not configured. */
  mailer?: Mailer;
  /**
   * Mounts `/v1/dev/*` (settings switches, reading the RUM intake). Only dev-api's own development
   * entry passes it; refused under NODE_ENV=production (decision 0023).
   */
  devRoutes?: boolean;
  /** The OAuth provider; without it, provider sign-in answers that it is not available. */
  oauthProvider?: OauthProviderConfig;
  /**
   * The payment gateway (decision 0047); without it, starting a payment answers that payments
   * are not available. The stand-in's configuration is refused under NODE_ENV=production.
   */
  paymentGateway?: PaymentGatewayConfig;
  /** Webhook delivery settings (decision 0031); `allowLoopback` is refused in production. */
  webhooks?: WebhookOptions;
  /** Proxies whose `X-Forwarded-For` names the client (`DEV_API_TRUSTED_PROXIES`, decision 0048). */
  trustedProxies?: TrustedProxies;
  /** Rows an export reads per query (tests make it small to cross chunks on a tiny seed). */
  exportChunkRows?: number;
  /**
   * Whose remote health reports count (decision 0054): the server's environment and the page
   * sessions it issues. Without it (the dev composition) every report is unverifiable.
   */
  remoteHealth?: { environment: string; sessions: PageSessions };
}

export interface AppContext {
  db: Database;
  settings: RuntimeSettings;
  tokenTtlSeconds: number;
  now: () => Date;
  mailer: Mailer;
  rum: RumStore;
  searchStrategy: SearchStrategy;
  /** Search totals and tag counts, kept while the ads and their tags stay as they are. */
  searchCounts: SearchCountsMemory;
  oauthProvider: OauthProviderConfig | null;
  paymentGateway: PaymentGatewayConfig | null;
  /** Users' webhooks: URL rules and the background deliveries (decision 0031). */
  webhooks: WebhookDeliveries;
  /** Export jobs this process fills in the background (decision 0033). */
  exports: ExportRunner;
  exportChunkRows: number;
  /** Re-tag jobs after tag vocabulary changes, one at a time (decision 0068). */
  retagJobs: ExportRunner;
  /** Hears of every notification an ingestion run creates (delivery out of the app subscribes). */
  announcer: NotificationAnnouncer;
  /** The throttles' counts, in the database so processes share them (decision 0042). */
  throttles: ThrottleCounts;
  /** Health records by verified page session, and counts of unverifiable reports (decision 0054). */
  remoteHealth: { environment: string; sessions: PageSessions | null; store: RemoteHealthStore };
  /** Proxies whose `X-Forwarded-For` is believed when reading the client address (0048). */
  trustedProxies: TrustedProxies;
}

export function createAppContext(deps: AppDeps): AppContext {
  const now = deps.now ?? (() => new Date());
  return {
    db: deps.db,
    settings: { maintenance: false, rateLimitPerMinute: DEFAULT_RATE_LIMIT, ...deps.settings },
    tokenTtlSeconds: deps.tokenTtlSeconds ?? 60 * 60 * 24 * 60,
    now,
    webhooks: createWebhookDeliveries(deps.db, now, deps.webhooks),
    mailer: deps.mailer ?? unconfiguredMailer(),
    rum: createRumStore(),
    remoteHealth: {
      environment: deps.remoteHealth?.environment ?? 'development',
      sessions: deps.remoteHealth?.sessions ?? null,
      store: createRemoteHealthStore(deps.db),
    },
    searchStrategy: deps.searchStrategy ?? 'counted',
    oauthProvider: deps.oauthProvider ?? null,
    paymentGateway: deps.paymentGateway ?? null,
    exports: createExportRunner(),
    retagJobs: createExportRunner((id, error) =>
      console.error(`dev-api: re-tag job ${id} stopped:`, error),
    ),
    exportChunkRows: deps.exportChunkRows ?? EXPORT_CHUNK_ROWS,
    announcer: createNotificationAnnouncer(),
    throttles: createThrottleCounts(deps.db, now),
    trustedProxies: deps.trustedProxies ?? NO_TRUSTED_PROXIES,
    searchCounts: createSearchCountsMemory(deps.searchTotalsCacheSize),
  };
}
