import type { HealthQuery, SessionHealth, UnverifiedHealth } from '@adlens/dev-api';
import { REMOTE_FAILURE_KINDS, type RemoteFailureKind } from '@adlens/shared-contracts';
import type { RemoteName } from '@adlens/shared-contracts/platform';

/**
 * The health of one release of a remote over a window, from the page sessions the server issued
 * and verified (decision 0054): one health record per page session, remote and version.
 */
export interface VersionHealth {
  version: string;
  /** Verified page sessions that loaded this release. */
  sessions: number;
  /** Sessions whose user saw the remote's fallback (it failed to load, or its page broke). */
  sessionsWithFallback: number;
  /** Their ids, oldest first: what a guard decision names. */
  fallbackSessions: string[];
  /** Each kind summed over the sessions, and the number of sessions with at least one. */
  counts: Record<RemoteFailureKind, { total: number; sessions: number }>;
  /** The 75th percentile of the first own render of the remote's page, over `renderedSessions`. */
  firstRemoteRenderP75Ms: number | null;
  renderedSessions: number;
}

/** Nearest-rank percentile: the value at or below which `share` of the values lie. */
export function percentile(values: readonly number[], share: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? null;
}

/** A session in which the user saw the remote's fallback in place of its page. */
export const showedFallback = (session: SessionHealth) =>
  session.counts.fallback_shown > 0 || session.counts.load_failed > 0;

export function versionHealth(version: string, sessions: readonly SessionHealth[]): VersionHealth {
  const fallback = sessions.filter(showedFallback);
  const renders = sessions.flatMap((session) =>
    session.rendered && session.firstRenderMs !== null ? [session.firstRenderMs] : [],
  );
  const counts = Object.fromEntries(
    REMOTE_FAILURE_KINDS.map((kind) => [
      kind,
      {
        total: sessions.reduce((sum, session) => sum + session.counts[kind], 0),
        sessions: sessions.filter((session) => session.counts[kind] > 0).length,
      },
    ]),
  ) as VersionHealth['counts'];
  return {
    version,
    sessions: sessions.length,
    sessionsWithFallback: fallback.length,
    fallbackSessions: fallback.map((session) => session.session),
    counts,
    firstRemoteRenderP75Ms: percentile(renders, 0.75),
    renderedSessions: renders.length,
  };
}

/** The share of sessions that showed a fallback: what a canary's error budget is spent on. */
export function failureRate(health: VersionHealth): number {
  return health.sessions === 0 ? 0 : health.sessionsWithFallback / health.sessions;
}

/**
 * Unverifiable reports are a spike worth a person's look when they claim failures and outnumber
 * what the verified sessions say (or reach ten): someone may be trying to move the guard.
 */
export function unverifiedSpike(unverified: UnverifiedHealth, verifiedSessions: number): boolean {
  return unverified.failing >= Math.max(10, verifiedSessions);
}

/** What a canary report shows, whether read from the database or published by the server. */
export interface CanaryFigures {
  env: string;
  remote: RemoteName;
  canaryVersion: string;
  pinVersion: string;
  /** Percent of browsers while it runs; null once it ended. */
  percent: number | null;
  window: HealthQuery;
  canary: VersionHealth;
  pin: VersionHealth;
  unverified: UnverifiedHealth;
}

const rate = (count: number, of: number) =>
  of === 0 ? '-' : `${((count / of) * 100).toFixed(1)} % (${count}/${of})`;

const KIND_LABELS: Record<RemoteFailureKind, string> = {
  load_failed: 'remote failed to load',
  render_error: 'page threw at render',
  loader_error: 'page loader failed',
  fallback_shown: 'fallback shown',
  boundary_reached: 'error boundary reached',
  page_error: 'page errors',
};

/** Canary beside pin, each rate with the counts behind it, and an alert on unverifiable reports. */
export function formatCanaryReport(figures: CanaryFigures): string {
  const { canary, pin, unverified, window } = figures;
  const rows: [string, (health: VersionHealth) => string][] = [
    ['sessions (verified)', (health) => String(health.sessions)],
    [
      'sessions with fallback shown',
      (health) => rate(health.sessionsWithFallback, health.sessions),
    ],
    ...REMOTE_FAILURE_KINDS.map((kind): [string, (health: VersionHealth) => string] => [
      KIND_LABELS[kind],
      (health) => `${health.counts[kind].total} in ${health.counts[kind].sessions} sessions`,
    ]),
    [
      'p75 first remote render',
      (health) =>
        health.firstRemoteRenderP75Ms === null
          ? '-'
          : `${Math.round(health.firstRemoteRenderP75Ms)} ms (${health.renderedSessions} sessions)`,
    ],
  ];
  const head = ['', `canary ${canary.version}`, `pin ${pin.version}`];
  const table = [head, ...rows.map(([label, cell]) => [label, cell(canary), cell(pin)])];
  const widths = head.map((_, column) =>
    Math.max(...table.map((row) => (row[column] ?? '').length)),
  );
  const verified = canary.sessions + pin.sessions;
  const unverifiedLine = unverifiedSpike(unverified, verified)
    ? `ALERT: ${unverified.reports} unverifiable health reports named ${figures.remote} in this window (${unverified.failing} claiming failures) against ${verified} verified sessions; the guard ignores them. Someone may be forging health reports.`
    : `unverifiable health reports naming ${figures.remote}: ${unverified.reports} (${unverified.failing} claiming failures), not counted`;
  return [
    `${figures.env} ${figures.remote}: canary ${figures.canaryVersion} ${figures.percent === null ? '(ended)' : `at ${figures.percent} %`} beside pin ${figures.pinVersion}, ${new Date(window.since).toISOString()} to ${new Date(window.until).toISOString()}`,
    ...table.map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    ),
    unverifiedLine,
  ].join('\n');
}
