import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from './error-message';

export type AsyncState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: string; cause: unknown };

export interface AsyncResult<T> {
  state: AsyncState<T>;
  retry: () => void;
  /** Replaces the loaded data (after a mutation) without a new request. */
  setData: (update: (data: T) => T) => void;
}

interface Settled<T> {
  /** The request (key and attempt) this result answers. */
  request: string;
  state: AsyncState<T>;
}

const LOADING = { status: 'loading' } as const;

/**
 * Runs `load` whenever `key` changes (or `retry` is called); the request it supersedes is aborted
 * and its late answer ignored. `key` must capture every input of `load`; `null` waits.
 */
export function useAsync<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): AsyncResult<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const request = `${attempt}:${key ?? ''}`;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ request, state: { status: 'success', data } });
      },
      (cause: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({ request, state: { status: 'error', error: errorMessage(cause), cause } });
      },
    );
    return () => controller.abort();
    // `load` is recreated every render; `key` (inside `request`) stands for its inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const setData = useCallback(
    (update: (data: T) => T) =>
      setSettled((previous) =>
        previous?.state.status === 'success'
          ? { ...previous, state: { status: 'success', data: update(previous.state.data) } }
          : previous,
      ),
    [],
  );
  const state = settled?.request === request ? settled.state : LOADING;
  return { state, retry, setData };
}
