import type { EngagementHistory } from '@adlens/shared-contracts';
import { AsyncContent, Card, SelectField, Skeleton, TextInput } from '@adlens/shared-ui';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { type EngagementRange, FIRST_ENGAGEMENT_RANGE, isInterval } from './engagement-range';

interface EngagementPanelProps<Key extends QueryKey> {
  /** The history of the ad in a range (the signed-in and the public page ask different calls). */
  query: (
    range: EngagementRange,
  ) => UseQueryOptions<EngagementHistory, Error, EngagementHistory, Key>;
}

// The chart kit (visx, d3) is a shared module of its own: imported statically, the page could not run
// its loader before it arrived, one request wave later (decision 0019). The panel's skeleton covers it.
const EngagementChart = lazy(() =>
  import('./engagement-chart').then((module) => ({ default: module.EngagementChart })),
);

const INTERVALS = [
  { value: 'day', label: 'Daily' },
  { value: 'week', label: 'Weekly' },
  { value: 'month', label: 'Monthly' },
];

/** Engagement history with a date range and an interval; a new range cancels the old request. */
export function EngagementPanel<Key extends QueryKey>({ query }: EngagementPanelProps<Key>) {
  const [range, setRange] = useState<EngagementRange>(FIRST_ENGAGEMENT_RANGE);
  const history = useQuery(query(range));
  const invalid = Boolean(range.from && range.to && range.from > range.to);

  return (
    <Card title="Engagement history">
      <div className="engagement-range">
        <TextInput
          label="From"
          type="date"
          value={range.from ?? ''}
          max={range.to}
          onChange={(event) => setRange({ ...range, from: event.currentTarget.value || undefined })}
        />
        <TextInput
          label="To"
          type="date"
          value={range.to ?? ''}
          min={range.from}
          error={invalid ? 'The start date must not be after the end date.' : undefined}
          onChange={(event) => setRange({ ...range, to: event.currentTarget.value || undefined })}
        />
        <SelectField
          label="Interval"
          options={INTERVALS}
          value={range.interval}
          onChange={(event) => {
            const interval = event.currentTarget.value;
            if (isInterval(interval)) setRange({ ...range, interval });
          }}
        />
      </div>
      <AsyncContent
        query={history}
        skeleton={<Skeleton height={240} />}
        loadingLabel="Loading the engagement history"
        isEmpty={(data) => data.points.length === 0}
        empty={<p>No engagement recorded in this range.</p>}
      >
        {(data) => (
          <Suspense fallback={<Skeleton height={240} />}>
            <EngagementChart history={data} />
          </Suspense>
        )}
      </AsyncContent>
    </Card>
  );
}
