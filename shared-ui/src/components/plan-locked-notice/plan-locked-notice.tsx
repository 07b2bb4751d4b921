import type { ReactNode } from 'react';
import { type RenderLink, defaultRenderLink } from '../link/render-link';

/**
 * Why a feature is locked on the user's plan, with a link to the plans: the one wording for every
 * remote's locked actions, which point here with aria-describedby (`id`). The link is left out
 * for a user the plan page would turn away (`upgradePath` null).
 */
export function PlanLockedNotice({
  id,
  message,
  upgradePath,
  className,
  icon = false,
  renderLink = defaultRenderLink,
}: {
  id: string;
  message: ReactNode;
  upgradePath: string | null;
  className?: string;
  /** Shows the lock here, when no locked button beside the notice shows it. */
  icon?: boolean;
  renderLink?: RenderLink;
}) {
  return (
    <p id={id} className={className}>
      {icon ? <span aria-hidden="true">🔒 </span> : null}
      {message}
      {upgradePath ? <> {renderLink({ href: upgradePath, children: 'See plans' })}</> : null}
    </p>
  );
}
