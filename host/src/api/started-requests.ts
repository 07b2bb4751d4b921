/*
 * Requests the host started before anyone asked for them (a page's first data, decision 0044),
 * each kept until the API client takes it for the identical request or its starter drops it.
 * A key names everything that makes two requests the same answer: method, URL with query, body
 * and the bearer token, so a request started for one session is never handed to another.
 */

/** What identifies a request for the take-once rule. */
export interface RequestIdentity {
  method: string;
  /** Path and query string, as sent. */
  url: string;
  /** The serialised body, if any. */
  body?: string;
  /** The bearer token it is sent with, if any. */
  token?: string;
}

export function requestKey({ method, url, body, token }: RequestIdentity): string {
  return JSON.stringify([method.toUpperCase(), url, body ?? null, token ?? null]);
}

/** A started request as its taker receives it. */
export interface StartedRequest {
  response: Promise<Response>;
  /** Cancels the request (the taker's own signal aborted). */
  abort(): void;
}

export interface StartedRequests {
  /**
   * Keeps `request` under `key` and returns what drops it again: once dropped (or taken) it is
   * gone; an untaken request is aborted when dropped. A request already kept under the same key
   * is dropped first (a newer navigation asks again).
   */
  put(key: string, request: StartedRequest): () => void;
  /** The request kept under `key`, once; `null` when there is none. */
  take(key: string): StartedRequest | null;
}

export function createStartedRequests(): StartedRequests {
  const kept = new Map<string, StartedRequest>();

  return {
    put(key, request) {
      // Whoever takes it handles a failure; one nobody takes must not surface as unhandled.
      request.response.catch(() => undefined);
      kept.get(key)?.abort();
      kept.set(key, request);
      return () => {
        if (kept.get(key) !== request) return;
        kept.delete(key);
        request.abort();
      };
    },
    take(key) {
      const request = kept.get(key) ?? null;
      kept.delete(key);
      return request;
    },
  };
}
