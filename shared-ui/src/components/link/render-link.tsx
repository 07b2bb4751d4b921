import type { ReactNode } from 'react';

export interface RenderLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/**
 * Every piece of the kit with links takes a `renderLink`, so that it renders outside a router too
 * (a plain anchor by default); pages under the router pass `renderRouterLink`.
 */
export type RenderLink = (props: RenderLinkProps) => ReactNode;

export const defaultRenderLink: RenderLink = ({ href, children, className }) => (
  <a href={href} className={className}>
    {children}
  </a>
);
