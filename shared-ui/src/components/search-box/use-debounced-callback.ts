import { useCallback, useEffect, useRef, useState } from 'react';

/** Calls `callback` once `delayMs` passed without a new call; `pending` is true meanwhile. */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
) {
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(callback);

  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setPending(false);
  }, []);

  const schedule = useCallback(
    (...args: A) => {
      if (timer.current) clearTimeout(timer.current);
      setPending(true);
      timer.current = setTimeout(() => {
        timer.current = null;
        setPending(false);
        latest.current(...args);
      }, delayMs);
    },
    [delayMs],
  );

  useEffect(() => cancel, [cancel]);
  return { schedule, cancel, pending };
}
