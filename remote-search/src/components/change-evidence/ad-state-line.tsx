import type { Platform } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';
import { adEvidenceQuery } from './evidence-queries';
import { evidenceText } from './change-labels';
import './evidence.css';

/**
 * Beside the ad's active/inactive state: the crawl evidence of its latest change ("Stopped: not
 * seen in 2 complete crawls since Nov 2"). An ad the crawls never changed, or evidence that could
 * not load, shows nothing: the state chip stands on its own as it did before.
 */
export function AdStateLine({ platform, id }: { platform: Platform; id: number }) {
  const api = useApi();
  const evidence = useQuery(adEvidenceQuery(api, platform, id));
  const latest = evidence.data?.items[0];
  if (!latest) return null;
  return (
    <span className="ad-state-line" title={`Recorded ${latest.day}`}>
      {evidenceText(latest)}
    </span>
  );
}
