import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The query string as state. A change shows at once: the router's navigation runs the page's
 * loader first, and until it ends a controlled radio or select would snap back to the old value.
 * The pending value is dropped as soon as the URL moves, so back and forward show the URL.
 */
export function useUrlSearch(): [URLSearchParams, (next: URLSearchParams) => void] {
  const [search, setSearch] = useSearchParams();
  const current = search.toString();
  const [pending, setPending] = useState<{ from: string; next: string } | null>(null);
  if (pending && pending.from !== current) setPending(null);
  const shown = pending && pending.from === current ? new URLSearchParams(pending.next) : search;

  function update(next: URLSearchParams) {
    if (next.toString() === current) return;
    setPending({ from: current, next: next.toString() });
    setSearch(next, { preventScrollReset: true });
  }

  return [shown, update];
}
