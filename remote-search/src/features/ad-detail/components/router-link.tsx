import type { RenderLink } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';

/** The kit's links (breadcrumbs, chips) as router links, so they navigate without a reload. */
export const routerLink: RenderLink = ({ href, children, className }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);
