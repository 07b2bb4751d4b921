import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ReleasePaintedPage } from '../federation/prerendered-paint';
import { NotFoundPage } from './not-found-page';
import { PlainPage } from './plain-page';

/** The root boundary: 404 responses thrown by guards, and anything no inner boundary caught. */
export function RootErrorPage() {
  const error = useRouteError();
  // A page painted before the app ran gives way to the error.
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <ReleasePaintedPage />
        <NotFoundPage />
      </>
    );
  }
  return (
    <PlainPage title="Something went wrong" role="alert">
      <ReleasePaintedPage />
      <p>Adlens hit an unexpected error. Reload the page or go back to the start.</p>
    </PlainPage>
  );
}
