import { useApi } from '@adlens/shared-contracts';
import { Button, ErrorState, Skeleton, formatCurrency, formatDate } from '@adlens/shared-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useUrlSearch } from '../../../components/use-url-search';
import { errorMessage } from '../../../components/pending-kit/error-message';
import { referralPerformanceQuery } from '../api/referral-api';
import {
  type PerformanceRange,
  type ReferralPeriod,
  rangeFromSearch,
  searchFromRange,
} from '../state/performance-range';
import { countSeries, earningsSeries } from '../state/performance-series';
import { PerformanceChart } from './performance-chart';
import { RangePicker } from './range-picker';

const PRESETS: { period: ReferralPeriod; label: string }[] = [
  { period: '7', label: 'Last 7 days' },
  { period: '30', label: 'Last 30 days' },
  { period: '90', label: 'Last 90 days' },
  { period: '180', label: 'Last 180 days' },
  { period: '365', label: 'Last 365 days' },
];

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

  const data = query.data;
  return (
    <section
      className="performance"
      aria-labelledby="performance-title"
      aria-busy={query.isFetching || undefined}
    >
      <h2 id="performance-title">Performance</h2>
      <div role="group" aria-label="Date range" className="performance__presets">
        {PRESETS.map((preset) => (
          <Button
            key={preset.period}
            variant="secondary"
            size="small"
            aria-pressed={range.kind === 'period' && range.period === preset.period}
            onClick={() => {
              setPicking(false);
              show({ kind: 'period', period: preset.period });
            }}
          >
            {preset.label}
          </Button>
        ))}
        <Button
          variant="secondary"
          size="small"
          aria-expanded={picking}
          aria-controls="performance-picker"
          onClick={() => setPicking((open) => !open)}
        >
          Custom range
        </Button>
      </div>
      <div id="performance-picker" hidden={!picking}>
        {picking ? (
          <RangePicker key={searchFromRange(range).toString()} range={range} onPick={show} />
        ) : null}
      </div>
      {data ? (
        <>
          <p aria-live="polite" className="performance__range">
            {formatDate(data.from)} to {formatDate(data.to)}: {data.totals.clicks} clicks,{' '}
            {data.totals.signups} sign-ups, {data.totals.paid_conversions} paid conversions,{' '}
            {formatCurrency(data.totals.earnings, { currency: data.currency })} earned.
          </p>
          <PerformanceChart
            title="Clicks, sign-ups and paid conversions per day"
            series={countSeries(data)}
          />
          <PerformanceChart
            title="Earnings per day"
            series={earningsSeries(data)}
            formatValue={(value) => formatCurrency(value, { currency: data.currency })}
          />
        </>
      ) : query.isPending ? (
        <div role="status" aria-label="Loading performance">
          <Skeleton height={240} />
        </div>
      ) : (
        <ErrorState
          title="Could not load the performance"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      )}
    </section>
  );
}
