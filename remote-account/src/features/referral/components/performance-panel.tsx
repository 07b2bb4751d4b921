import { errorMessage } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import {
  ErrorState,
  Section,
  SegmentedControl,
  SkeletonBlock,
  formatCurrency,
  formatDate,
} from '@adlens/shared-ui';
import { TimeSeriesChart } from '@adlens/shared-ui/charts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useUrlSearch } from '../../../components/use-url-search';
import { referralPerformanceQuery } from '../api/referral-api';
import {
  type PerformanceRange,
  type ReferralPeriod,
  rangeFromSearch,
  searchFromRange,
} from '../state/performance-range';
import { countSeries, earningsSeries } from '../state/performance-series';
import { RangePicker } from './range-picker';

const PRESETS: { value: ReferralPeriod; label: string }[] = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '180', label: 'Last 180 days' },
  { value: '365', label: 'Last 365 days' },
];
const CUSTOM = 'custom';

/** Clicks, sign-ups, conversions and earnings over the range in the URL, as charts. */
export function PerformancePanel() {
  const api = useApi();
  const [search, setSearch] = useUrlSearch();
  const range = rangeFromSearch(search);
  const [picking, setPicking] = useState(range.kind === 'dates');
  const query = useQuery({
    ...referralPerformanceQuery(api, range),
    placeholderData: keepPreviousData,
  });

  function show(next: PerformanceRange) {
    setSearch(searchFromRange(next));
  }

  function choose(value: string) {
    const preset = PRESETS.find((option) => option.value === value);
    setPicking(!preset);
    if (preset) show({ kind: 'period', period: preset.value });
  }

  const data = query.data;
  const money = (value: number) => formatCurrency(value, { currency: data?.currency });
  return (
    <Section
      title="Performance"
      actions={
        <SegmentedControl
          label="Date range"
          value={picking || range.kind === 'dates' ? CUSTOM : range.period}
          options={[...PRESETS, { value: CUSTOM, label: 'Custom range' }]}
          onChange={choose}
        />
      }
    >
      {picking ? (
        <RangePicker key={searchFromRange(range).toString()} range={range} onPick={show} />
      ) : null}
      <div aria-busy={query.isFetching || undefined} className="performance__body">
        {data ? (
          <>
            <p aria-live="polite" className="performance__range">
              {formatDate(data.from)} to {formatDate(data.to)}: {data.totals.clicks} clicks,{' '}
              {data.totals.signups} sign-ups, {data.totals.paid_conversions} paid conversions,{' '}
              {money(data.totals.earnings)} earned.
            </p>
            <TimeSeriesChart
              title="Clicks, sign-ups and paid conversions per day"
              series={countSeries(data)}
              emptyMessage="No referral activity in this range."
            />
            <TimeSeriesChart
              title="Earnings per day"
              variant="area"
              series={earningsSeries(data)}
              formatValue={money}
              formatAxisValue={(value) =>
                formatCurrency(value, { currency: data.currency, decimals: 0 })
              }
              emptyMessage="No earnings in this range."
            />
          </>
        ) : query.isPending ? (
          <div role="status" aria-busy="true" aria-label="Loading performance">
            <SkeletonBlock height={240} />
          </div>
        ) : (
          <ErrorState
            title="Could not load the performance"
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    </Section>
  );
}
