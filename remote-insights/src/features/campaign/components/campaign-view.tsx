import { useApi } from '@adlens/shared-contracts/react';
import {
  AsyncContent,
  SegmentedControl,
  SkeletonBlock,
  SkeletonText,
  Tabs,
} from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { campaignQuery } from '../api/campaign-queries';
import { useCampaignView } from '../hooks/use-campaign-view';
import type { CampaignRef } from '../state/campaign-ref';
import { type CampaignPeriod, type CampaignTab, CAMPAIGN_TABS } from '../state/campaign-view';
import { AdsTab } from './ads-tab';
import { CampaignHeader } from './campaign-header';
import { CountriesTab } from './countries-tab';
import { PublishersTab } from './publishers-tab';

const PERIOD_OPTIONS: { value: CampaignPeriod; label: string }[] = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: 'all', label: 'Whole life' },
];

const TAB_LABELS: Record<CampaignTab, string> = {
  ads: 'Ads',
  publishers: 'Publishers',
  countries: 'Countries',
};

function isTab(value: string): value is CampaignTab {
  return CAMPAIGN_TABS.some((tab) => tab === value);
}

function HeaderSkeleton() {
  return (
    <div className="insights-stack">
      <SkeletonText lines={2} />
      <SkeletonBlock height={96} />
      <SkeletonBlock height={200} />
    </div>
  );
}

export function CampaignView({ campaign }: { campaign: CampaignRef }) {
  const api = useApi();
  const header = useQuery(campaignQuery(api, campaign));
  const [view, change] = useCampaignView();
  const tabProps = {
    campaign,
    view,
    onPage: (page: number) => change({ page }),
    onSort: (sort: NonNullable<typeof view.sort>) => change({ sort }),
  };
  const content: Record<CampaignTab, ReactElement> = {
    ads: <AdsTab {...tabProps} />,
    publishers: <PublishersTab {...tabProps} />,
    countries: <CountriesTab {...tabProps} />,
  };
  return (
    <main className="insights-page">
      <AsyncContent
        query={header}
        loadingLabel="Loading the campaign"
        skeleton={<HeaderSkeleton />}
      >
        {(data) => <CampaignHeader campaign={data} />}
      </AsyncContent>
      <SegmentedControl
        label="Period"
        showLabel
        options={PERIOD_OPTIONS}
        value={view.period}
        onChange={(value) => {
          const option = PERIOD_OPTIONS.find((candidate) => candidate.value === value);
          if (option) change({ period: option.value });
        }}
      />
      <Tabs
        label="Campaign data"
        selectedId={view.tab}
        onSelect={(tab) => {
          if (isTab(tab)) change({ tab });
        }}
        tabs={CAMPAIGN_TABS.map((tab) => ({
          id: tab,
          label: TAB_LABELS[tab],
          content: content[tab],
        }))}
      />
    </main>
  );
}
