import { href, safeRedirectPath } from '@adlens/shared-contracts';
import { buttonClassName } from '@adlens/shared-ui';
import { Link, useSearchParams } from 'react-router-dom';
import type { StatusNextStep } from './status-pages';

/** The page that failed, when the status page was reached from one (and it is a safe path). */
function useFailedPath(): string | null {
  const [searchParams] = useSearchParams();
  const path = safeRedirectPath(searchParams.get('redirect'), '');
  return path === '' ? null : path;
}

interface NextLink {
  to: string;
  label: string;
}

/** The ways on from a status page, the first one as the main action; "Back to Adlens" whenever
 * search is not offered. */
export function StatusNextSteps({ steps }: { steps: readonly StatusNextStep[] }) {
  const failedPath = useFailedPath();
  const links: NextLink[] = [];
  if (steps.includes('retry') && failedPath) links.push({ to: failedPath, label: 'Try again' });
  if (steps.includes('sign-in')) {
    const to = href('signIn', undefined, { redirect: failedPath ?? undefined });
    links.push({ to, label: 'Sign in again' });
  }
  if (steps.includes('plans')) links.push({ to: href('planSelect'), label: 'See plans' });
  links.push(
    steps.includes('search')
      ? { to: href('search'), label: 'Back to search' }
      : { to: href('root'), label: 'Back to Adlens' },
  );
  return (
    <>
      {links.map((link, index) => (
        <Link
          key={link.label}
          to={link.to}
          className={buttonClassName(index === 0 ? 'primary' : 'secondary')}
        >
          {link.label}
        </Link>
      ))}
    </>
  );
}
