import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';

/** The root boundary: 404 responses thrown by loaders, and anything no inner boundary caught. */
export function RootErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main className="plain-page" role="alert">
      <h1>Something went wrong</h1>
      <p>Adlens hit an unexpected error. Reload the page or go back to the start.</p>
      <Link to="/">Back to Adlens</Link>
    </main>
  );
}
