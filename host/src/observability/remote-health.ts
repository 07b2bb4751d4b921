import {
  MAX_HEALTH_COUNT,
  type RemoteFailureKind,
  type RemoteHealthEntry,
  type RemoteHealthReport,
} from '@adlens/shared-contracts';
import { type RemoteName } from '@adlens/shared-contracts/platform';
import { createContext } from 'react';

/** How a report leaves the page: `final` when the page is being hidden (it may not come back). */
export type SendHealth = (report: RemoteHealthReport, final: boolean) => void;

export interface RemoteHealthOptions {
  /** The version this page session registered for a remote (the registry's pin). */
  versionOf: (remote: RemoteName) => string;
  /** Runs `flush` a little later; returns how to cancel. Reports are debounced through it. */
  later?: (flush: () => void) => () => void;
}

interface Tally {
  version: string;
  counts: Partial<Record<RemoteFailureKind, number>>;
  rendered: boolean;
  firstRenderMs?: number;
}

/**
 * What the user of this page session saw of each remote (issue 37, decision 0054): failures by
 * kind, and whether the remote's own page rendered. Counted from the page's start, before RUM
 * has loaded, and sent to the health intake with the page-session token the server issued: a
 * little after each change, and at once when the page is hidden. Each report holds the whole page
 * session so far, so the server keeps the highest counts and a repeated send changes nothing.
 */
export function createRemoteHealth({ versionOf, later }: RemoteHealthOptions) {
  const tallies = new Map<RemoteName, Tally>();
  let pageSession: string | null = null;
  let send: SendHealth | null = null;
  let cancelPending: (() => void) | null = null;
  let changed = false;
  let onScreen: RemoteName | null = null;

  function tally(remote: RemoteName): Tally {
    let found = tallies.get(remote);
    if (!found) {
      found = { version: versionOf(remote), counts: {}, rendered: false };
      tallies.set(remote, found);
    }
    return found;
  }

  function report(): RemoteHealthReport {
    const remotes = [...tallies].map(
      ([remote, { version, counts, rendered, firstRenderMs }]): RemoteHealthEntry => ({
        remote,
        version,
        counts: { ...counts },
        rendered,
        ...(rendered && firstRenderMs !== undefined ? { firstRenderMs } : {}),
      }),
    );
    return { pageSession, remotes };
  }

  function flush(final: boolean) {
    cancelPending?.();
    cancelPending = null;
    if (!send || !changed || tallies.size === 0) return;
    changed = false;
    send(report(), final);
  }

  function touched() {
    changed = true;
    if (!send || cancelPending || !later) return;
    cancelPending = later(() => {
      cancelPending = null;
      flush(false);
    });
  }

  function count(remote: RemoteName, kind: RemoteFailureKind) {
    const found = tally(remote);
    found.counts[kind] = Math.min((found.counts[kind] ?? 0) + 1, MAX_HEALTH_COUNT);
    // A page that broke after it first showed is not a page the user saw render.
    if (kind === 'fallback_shown') found.rendered = false;
    touched();
  }

  return {
    count,
    /** The remote's own page committed (never its fallback); `ms` from the navigation's start. */
    rendered(remote: RemoteName, ms: number) {
      const found = tally(remote);
      if (found.rendered || (found.counts.fallback_shown ?? 0) > 0) return;
      found.rendered = true;
      found.firstRenderMs ??= Math.max(0, Math.round(ms));
      touched();
    },
    /** The remote whose page is on screen now: an uncaught error of the page is counted against it. */
    showing(remote: RemoteName | null) {
      onScreen = remote;
    },
    pageError() {
      if (onScreen) count(onScreen, 'page_error');
    },
    /** Starts sending: what was counted before goes out with the first report. */
    start(token: string | null, sender: SendHealth) {
      pageSession = token;
      send = sender;
      if (changed) touched();
      if (!later) flush(false);
    },
    /** The page is being hidden: whatever changed goes now. */
    flush: () => flush(true),
    report,
  };
}

export type RemoteHealth = ReturnType<typeof createRemoteHealth>;

export type RemoteHealthCounter = Pick<RemoteHealth, 'count' | 'rendered' | 'showing'>;

/** Counts nothing: where no page session is measured (tests of unrelated components). */
export const UNCOUNTED: RemoteHealthCounter = {
  count: () => {},
  rendered: () => {},
  showing: () => {},
};

/** The page session's health counter, for the remote page and its boundary. */
export const RemoteHealthContext = createContext<RemoteHealthCounter>(UNCOUNTED);
