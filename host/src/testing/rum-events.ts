import type {
  RumActionEvent,
  RumErrorEvent,
  RumLongTaskEvent,
  RumResourceEvent,
  RumViewEvent,
  RumVitalEvent,
} from '@datadog/browser-rum';

// RUM events as the SDK types them (@datadog/browser-rum-core), with only their required fields
// and the ones a test sets: beforeSend rules are tested against these, never invented shapes.

/** The fields every RUM event carries (CommonProperties of @datadog/browser-rum-core). */
function common(url: string, referrer?: string) {
  return {
    date: 1_700_000_000_000,
    application: { id: 'app' },
    session: { id: 'session', type: 'user' as const },
    view: { id: 'view', url, ...(referrer === undefined ? {} : { referrer }) },
    _dd: { format_version: 2 as const, drift: 0 },
    source: 'browser' as const,
  };
}

export function viewEvent(url: string, referrer?: string, lcpUrl?: string): RumViewEvent {
  const base = common(url, referrer);
  return {
    ...base,
    type: 'view',
    view: {
      ...base.view,
      time_spent: 1,
      action: { count: 0 },
      error: { count: 0 },
      resource: { count: 0 },
      ...(lcpUrl ? { performance: { lcp: { timestamp: 1, resource_url: lcpUrl } } } : {}),
    },
    _dd: { ...base._dd, document_version: 1 },
  };
}

export function resourceEvent(pageUrl: string, url: string): RumResourceEvent {
  return {
    ...common(pageUrl),
    type: 'resource',
    resource: { type: 'fetch', url, duration: 10 },
  };
}

export function errorEvent(pageUrl: string, error: RumErrorEvent['error']): RumErrorEvent {
  return { ...common(pageUrl), type: 'error', error };
}

export function actionEvent(pageUrl: string, targetName: string): RumActionEvent {
  return {
    ...common(pageUrl),
    type: 'action',
    action: { type: 'click', target: { name: targetName } },
  };
}

export function longTaskEvent(
  pageUrl: string,
  sourceUrl: string,
  invoker: string,
): RumLongTaskEvent {
  return {
    ...common(pageUrl),
    type: 'long_task',
    long_task: {
      duration: 60,
      entry_type: 'long-animation-frame',
      scripts: [{ source_url: sourceUrl, invoker, duration: 50 }],
    },
  };
}

export function websocketVital(pageUrl: string, url: string): RumVitalEvent {
  return {
    ...common(pageUrl),
    type: 'vital',
    vital: {
      id: 'vital',
      type: 'websocket',
      name: 'websocket_connecting',
      websocket: { id: 'socket', url, connecting_date: 1 },
    },
  };
}
