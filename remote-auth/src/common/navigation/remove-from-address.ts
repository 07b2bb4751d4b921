import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Drops the named query parameters from the address bar (and the history entry) once the page has
 * read them: a credential left there reaches telemetry, the history and anyone shown the screen.
 */
export function useRemoveFromAddress(names: readonly string[]): void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const key = names.join(',');

  useEffect(() => {
    const params = new URLSearchParams(search);
    const present = key.split(',').filter((name) => params.has(name));
    if (present.length === 0) return;
    for (const name of present) params.delete(name);
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [key, pathname, search, hash, navigate]);
}
