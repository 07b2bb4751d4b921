import type { RenderLink } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';

/** shared-ui's links, drawn as the router's Link so that they navigate without a page load. */
export const renderRouterLink: RenderLink = ({ href, children, className }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);
