import { PLAN_FEATURE_LOCKED_MESSAGES } from '@adlens/shared-contracts';
import { Link } from 'react-router-dom';

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
    <p id={id} className="downloads-page__locked">
      <span aria-hidden="true">🔒 </span>
      {DOWNLOADS_LOCKED_MESSAGE}
      {upgradePath ? (
        <>
          {' '}
          <Link to={upgradePath}>See plans</Link>
        </>
      ) : null}
    </p>
  );
}
