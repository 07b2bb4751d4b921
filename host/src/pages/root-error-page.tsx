import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';
import { PlainPage } from './plain-page';

/** The root boundary: 404 responses thrown by guards, and anything no inner boundary caught. */
export function RootErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <PlainPage title="Something went wrong" role="alert">
      <p>Adlens hit an unexpected error. Reload the page or go back to the start.</p>
    </PlainPage>
  );
}
