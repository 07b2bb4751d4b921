import type { ReactNode } from 'react';

export interface RenderLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/**
 * shared-ui does not depend on the router, so every piece with links takes a `renderLink` that
 * apps point at their router's Link; without one a plain anchor is rendered.
 */
export type RenderLink = (props: RenderLinkProps) => ReactNode;

export const defaultRenderLink: RenderLink = ({ href, children, className }) => (
  <a href={href} className={className}>
    {children}
  </a>
);
