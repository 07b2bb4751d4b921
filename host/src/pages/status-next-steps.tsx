import { href, safeRedirectPath } from '@adlens/shared-contracts';
import { Link, useSearchParams } from 'react-router-dom';
import type { StatusNextStep } from './status-pages';

/** The page that failed, when the status page was reached from one (and it is a safe path). */
function useFailedPath(): string | null {
  const [searchParams] = useSearchParams();
  const path = safeRedirectPath(searchParams.get('redirect'), '');
  return path === '' ? null : path;
}

/** The ways on from a status page; "Back to Adlens" whenever search is not offered. */
export function StatusNextSteps({ steps }: { steps: readonly StatusNextStep[] }) {
  const failedPath = useFailedPath();
  return (
    <>
      {steps.includes('retry') && failedPath && <Link to={failedPath}>Try again</Link>}
      {steps.includes('sign-in') && (
        <Link to={href('signIn', undefined, { redirect: failedPath ?? undefined })}>
          Sign in again
        </Link>
      )}
      {steps.includes('plans') && <Link to={href('planSelect')}>See plans</Link>}
      {steps.includes('search') ? (
        <Link to={href('search')}>Back to search</Link>
      ) : (
        <Link to={href('root')}>Back to Adlens</Link>
      )}
    </>
  );
}
