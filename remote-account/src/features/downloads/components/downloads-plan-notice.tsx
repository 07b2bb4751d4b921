import { PLAN_FEATURE_LOCKED_MESSAGES } from '@adlens/shared-contracts';
import { PlanLockedNotice, renderRouterLink } from '@adlens/shared-ui';

export const DOWNLOADS_LOCKED_MESSAGE = PLAN_FEATURE_LOCKED_MESSAGES.downloads;

/**
 * Says once, above the list, why the download buttons are locked; each button points here with
 * aria-describedby. The plan link is left out for a user the plan page would turn away.
 */
export function DownloadsPlanNotice({
  id,
  upgradePath,
}: {
  id: string;
  upgradePath: string | null;
}) {
  return (
    <PlanLockedNotice
      id={id}
      className="downloads-page__locked"
      message={DOWNLOADS_LOCKED_MESSAGE}
      upgradePath={upgradePath}
      renderLink={renderRouterLink}
      icon
    />
  );
}
