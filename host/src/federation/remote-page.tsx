import { Suspense, use, useState } from 'react';
import { RemoteBoundary } from './remote-boundary';
import type { RemotePageLoader, RemotePageRef } from './remote-page-loader';

interface RemotePageProps {
  page: RemotePageRef;
  loader: RemotePageLoader;
}

function LoadedPage({ page, loader }: RemotePageProps) {
  const { Component } = use(loader.get(page));
  return <Component />;
}

/** A remote's page inside its own error boundary and Suspense: a failure stays in this area. */
export function RemotePage({ page, loader }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary
      key={attempt}
      remote={page.remote}
      onRetry={() => {
        loader.forget(page);
        setAttempt((value) => value + 1);
      }}
    >
      <Suspense
        fallback={
          <div role="status" aria-live="polite" className="remote-page-loading">
            Loading…
          </div>
        }
      >
        <LoadedPage page={page} loader={loader} />
      </Suspense>
    </RemoteBoundary>
  );
}
