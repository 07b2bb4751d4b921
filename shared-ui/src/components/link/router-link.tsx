import { Link } from 'react-router-dom';
import type { RenderLink } from './render-link';

/**
 * The kit's links drawn as the router's Link, so that they navigate without a page load. The
 * router comes from the share scope (its facade, decision 0019): the one copy the page runs.
 */
export const renderRouterLink: RenderLink = ({ href, children, className }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);
