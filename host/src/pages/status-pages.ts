/** What a status page offers next: load the failed page again, sign in again, or go to search. */
export type StatusNextStep = 'retry' | 'sign-in' | 'search' | 'plans';

export interface StatusPageText {
  readonly title: string;
  readonly explanation: string;
  readonly next: readonly StatusNextStep[];
}

/**
 * Spec section 8: a page whose data fails to load with a status goes to `/{status}`. The statuses
 * the API answers with have their own words; any other 4xx or 5xx falls back to its class.
 * `/500` keeps its dedicated server-error page (spec section 2).
 */
export const STATUS_PAGES: Readonly<Record<number, StatusPageText>> = {
  400: {
    title: 'The request was not valid',
    explanation: 'Adlens could not read what this page asked for. The link may be incomplete.',
    next: ['search'],
  },
  401: {
    title: 'Please sign in again',
    explanation: 'Your session has ended, so this page could not load its data.',
    next: ['sign-in'],
  },
  402: {
    title: 'No credits left',
    explanation: 'This page needs credits and your plan has none left.',
    next: ['plans', 'search'],
  },
  403: {
    title: 'Access denied',
    explanation: 'Your account may not see what this page shows. Signing in again may help.',
    next: ['sign-in', 'search'],
  },
  404: {
    title: 'Not found',
    explanation: 'What this page shows does not exist or has been removed.',
    next: ['search'],
  },
  408: {
    title: 'The request took too long',
    explanation: 'The server stopped waiting for this page. Try again.',
    next: ['retry', 'search'],
  },
  409: {
    title: 'The data changed meanwhile',
    explanation: 'Someone changed this data while the page loaded. Load it again.',
    next: ['retry', 'search'],
  },
  410: {
    title: 'No longer available',
    explanation: 'What this page shows has been removed for good.',
    next: ['search'],
  },
  422: {
    title: 'The request was not valid',
    explanation: 'The server could not accept what this page asked for.',
    next: ['search'],
  },
  429: {
    title: 'Too many requests',
    explanation: 'You reached the request limit for now. Wait a little, then try again.',
    next: ['retry', 'search'],
  },
  502: {
    title: 'Bad gateway',
    explanation: 'Adlens could not reach its server. This is usually over in a moment.',
    next: ['retry'],
  },
  503: {
    title: 'Service unavailable',
    explanation:
      'Adlens is busy or under maintenance and could not load this page. Try again soon.',
    next: ['retry'],
  },
  504: {
    title: 'The server did not answer in time',
    explanation: 'Adlens waited too long for its server. Try again in a moment.',
    next: ['retry'],
  },
};

const CLIENT_FALLBACK: StatusPageText = {
  title: 'The request could not be completed',
  explanation: 'The server refused what this page asked for.',
  next: ['retry', 'search'],
};

const SERVER_FALLBACK: StatusPageText = {
  title: 'Server error',
  explanation: 'Adlens could not load this page because of an error on our side.',
  next: ['retry'],
};

/** A status the error pages cover: an HTTP error status, 400 to 599. */
export function isErrorStatus(value: number): boolean {
  return Number.isInteger(value) && value >= 400 && value <= 599;
}

/** The words of a status page; null when `status` is not an error status (the 404 page shows). */
export function statusPageText(status: number): StatusPageText | null {
  if (!isErrorStatus(status)) return null;
  return STATUS_PAGES[status] ?? (status >= 500 ? SERVER_FALLBACK : CLIENT_FALLBACK);
}
