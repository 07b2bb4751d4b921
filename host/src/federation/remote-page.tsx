import { Spinner } from '@adlens/shared-ui';
import { Suspense, use, useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { markFirstRemoteRender } from '../observability/first-remote-render';
import { RemoteHealthContext } from '../observability/remote-health';
import { ReleasePaintedPage } from './prerendered-paint';
import { RemoteBoundary } from './remote-boundary';
import type { RemotePageLoader, RemotePageRef } from './remote-page-loader';

interface RemotePageProps {
  page: RemotePageRef;
  loader: RemotePageLoader;
}

/**
 * The remote's own page. Its effects run only once it committed: a page that throws at render
 * never gets here, so neither the first-remote-render mark nor a health "rendered" is ever taken
 * for the fallback (issue 37).
 */
function LoadedPage({ page, loader }: RemotePageProps) {
  const { Component } = use(loader.get(page));
  const health = useContext(RemoteHealthContext);
  useEffect(() => {
    markFirstRemoteRender(page.remote);
    health.rendered(page.remote, performance.now());
    health.showing(page.remote);
    return () => health.showing(null);
  }, [page.remote, health]);
  return (
    <>
      <ReleasePaintedPage live />
      <Component />
    </>
  );
}

/** A remote's page inside its own error boundary and Suspense: a failure stays in this area. */
export function RemotePage({ page, loader }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  return (
    <RemoteBoundary
      // A new page, or a retry, starts with a clean boundary; another path of the same page resets it.
      key={`${page.remote}/${page.module}#${attempt}`}
      resetKey={pathname}
      remote={page.remote}
      onRetry={() => {
        loader.forget(page);
        setAttempt((value) => value + 1);
      }}
    >
      <Suspense
        fallback={
          <div role="status" aria-live="polite" className="remote-page-loading">
            <Spinner size={20} decorative />
            Loading…
          </div>
        }
      >
        <LoadedPage page={page} loader={loader} />
      </Suspense>
    </RemoteBoundary>
  );
}
