import { isApiError } from '@adlens/shared-contracts';

/**
 * The server's message when it refused the search's keyword (422 on `keyword`: an unknown tag such
 * as `hook:questoin`, a bad `days:` range), else null. Asking again cannot help: the query must
 * change, so the page shows the message where the query is typed instead of an error page.
 */
export function queryRefusal(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 422 || error.meta.field !== 'keyword') return null;
  return error.meta.message;
}

/** Lets a refused query through a page's first data: the page shows it (see `queryRefusal`). */
export function unlessQueryRefused<Value>(loading: Promise<Value>): Promise<Value | null> {
  return loading.catch((error: unknown) => {
    if (queryRefusal(error) !== null) return null;
    throw error;
  });
}
