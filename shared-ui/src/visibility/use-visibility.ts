import { useCallback, useEffect, useRef, useState } from 'react';
import { observeVisibility } from './observe-visibility';

export interface UseVisibilityOptions {
  /** Stop observing after the first time the element is seen (lazy loading). */
  once?: boolean;
}

/** Returns a ref callback for the element and whether it is visible. */
export function useVisibility<T extends Element>({ once = false }: UseVisibilityOptions = {}) {
  const [visible, setVisible] = useState(false);
  const stop = useRef<(() => void) | null>(null);

  const ref = useCallback(
    (element: T | null) => {
      stop.current?.();
      stop.current = null;
      if (!element) return;
      const disconnect = observeVisibility(element, (isVisible) => {
        setVisible(isVisible);
        if (isVisible && once) disconnect();
      });
      stop.current = disconnect;
    },
    [once],
  );

  useEffect(() => () => stop.current?.(), []);
  return [ref, visible] as const;
}
