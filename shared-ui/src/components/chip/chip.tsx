import type { ReactNode } from 'react';
import { type RenderLink, defaultRenderLink } from '../link/render-link';
import './chip.css';

export type ChipTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

export interface ChipProps {
  children: ReactNode;
  tone?: ChipTone;
  /** Makes the chip a link (e.g. a domain to its analytics). */
  href?: string;
  renderLink?: RenderLink;
}

/** A compact tag; a link when it has an href. */
export function Chip({
  children,
  tone = 'neutral',
  href,
  renderLink = defaultRenderLink,
}: ChipProps) {
  const className = `adl-chip adl-chip--${tone}`;
  if (href) return <>{renderLink({ href, children, className: `${className} adl-chip--link` })}</>;
  return <span className={className}>{children}</span>;
}
