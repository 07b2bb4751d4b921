import type { RumHealthRecord } from '@adlens/dev-api';

/** The health of one release of a remote over a window, from the RUM the browsers sent. */
export interface VersionHealth {
  version: string;
  /** RUM sessions whose page loaded this release of the remote. */
  sessions: number;
  /** Failed loads of this release (each one showed the remote's fallback). */
  loadFailures: number;
  /** Sessions in which at least one load of this release failed and its fallback showed. */
  sessionsWithFallback: number;
  /** Errors of those sessions that are not remote load failures. */
  pageErrors: number;
  sessionsWithPageErrors: number;
  /** The 75th percentile of the first-remote-render timing, over `renderedViews` views. */
  firstRemoteRenderP75Ms: number | null;
  renderedViews: number;
}

export interface HealthWindow {
  env: string;
  remote: string;
  /** Epoch milliseconds, inclusive. */
  since: number;
  until: number;
}

/** Nearest-rank percentile: the value at or below which `share` of the values lie. */
export function percentile(values: readonly number[], share: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? null;
}

export function versionHealth(
  records: readonly RumHealthRecord[],
  version: string,
  { env, remote, since, until }: HealthWindow,
): VersionHealth {
  const inWindow = records.filter(
    (record) =>
      record.env === env &&
      record.at >= since &&
      record.at <= until &&
      record.versions[remote] === version,
  );
  const sessions = new Set(inWindow.map((record) => record.session));
  const failures = inWindow.filter(
    (record) => record.failure?.remote === remote && record.failure.version === version,
  );
  const pageErrors = inWindow.filter((record) => record.type === 'error' && !record.failure);
  // A view is sent again on every update; its timing counts once.
  const renders = new Map<string, number>();
  for (const record of inWindow) {
    if (record.firstRemoteRenderMs === undefined) continue;
    const key = `${record.session}/${record.view ?? ''}`;
    if (!renders.has(key)) renders.set(key, record.firstRemoteRenderMs);
  }
  const p75 = percentile([...renders.values()], 0.75);
  return {
    version,
    sessions: sessions.size,
    loadFailures: failures.length,
    sessionsWithFallback: new Set(failures.map((record) => record.session)).size,
    pageErrors: pageErrors.length,
    sessionsWithPageErrors: new Set(pageErrors.map((record) => record.session)).size,
    firstRemoteRenderP75Ms: p75 === null ? null : Math.round(p75),
    renderedViews: renders.size,
  };
}

/** The share of sessions that showed a fallback: what a canary's error budget is spent on. */
export function failureRate(health: VersionHealth): number {
  return health.sessions === 0 ? 0 : health.sessionsWithFallback / health.sessions;
}

const rate = (count: number, of: number) =>
  of === 0 ? '-' : `${((count / of) * 100).toFixed(1)} % (${count}/${of})`;

/** Canary beside pin, each rate with the counts behind it. */
export function formatCanaryReport(
  title: string,
  canary: VersionHealth,
  pin: VersionHealth,
): string {
  const rows: [string, (health: VersionHealth) => string][] = [
    ['sessions', (health) => String(health.sessions)],
    ['remote load failures', (health) => String(health.loadFailures)],
    [
      'sessions with fallback shown',
      (health) => rate(health.sessionsWithFallback, health.sessions),
    ],
    ['page errors', (health) => String(health.pageErrors)],
    ['sessions with page errors', (health) => rate(health.sessionsWithPageErrors, health.sessions)],
    [
      'p75 first remote render',
      (health) =>
        health.firstRemoteRenderP75Ms === null
          ? '-'
          : `${health.firstRemoteRenderP75Ms} ms (${health.renderedViews} views)`,
    ],
  ];
  const head = ['', `canary ${canary.version}`, `pin ${pin.version}`];
  const table = [head, ...rows.map(([label, cell]) => [label, cell(canary), cell(pin)])];
  const widths = head.map((_, column) =>
    Math.max(...table.map((row) => (row[column] ?? '').length)),
  );
  return [
    title,
    ...table.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')),
  ].join('\n');
}
