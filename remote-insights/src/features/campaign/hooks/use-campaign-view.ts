import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type CampaignView,
  changeView,
  readCampaignView,
  writeCampaignView,
} from '../state/campaign-view';

/** The campaign's view from the URL; every change is a history entry, so back restores it. */
export function useCampaignView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readCampaignView(params), [params]);
  const change = useCallback(
    (next: Partial<CampaignView>) => setParams(writeCampaignView(changeView(view, next))),
    [setParams, view],
  );
  return [view, change] as const;
}
