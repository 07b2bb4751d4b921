import type { EngagementHistory } from '@adlens/shared-contracts';
import { Card, ErrorState, SelectField, Skeleton, TextInput } from '@adlens/shared-ui';
import { useState } from 'react';
import { useAsync } from '../../lib/use-async';
import { EngagementChart } from './engagement-chart';

export interface EngagementRange {
  from?: string;
  to?: string;
  interval: 'day' | 'week' | 'month';
}

interface EngagementPanelProps {
  /** Identifies the ad; part of the request key. */
  adKey: string;
  load: (range: EngagementRange, signal: AbortSignal) => Promise<EngagementHistory>;
}

const INTERVALS = [
  { value: 'day', label: 'Daily' },
  { value: 'week', label: 'Weekly' },
  { value: 'month', label: 'Monthly' },
];

function isInterval(value: string): value is EngagementRange['interval'] {
  return value === 'day' || value === 'week' || value === 'month';
}

/** Engagement history with a date range and an interval; a new range aborts the old request. */
export function EngagementPanel({ adKey, load }: EngagementPanelProps) {
  const [range, setRange] = useState<EngagementRange>({ interval: 'week' });
  const history = useAsync(`${adKey}:${JSON.stringify(range)}`, (signal) => load(range, signal));
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
      {history.state.status === 'loading' ? (
        <Skeleton height={240} />
      ) : history.state.status === 'error' ? (
        <ErrorState message={history.state.error} onRetry={history.retry} />
      ) : history.state.data.points.length === 0 ? (
        <p>No engagement recorded in this range.</p>
      ) : (
        <EngagementChart history={history.state.data} title="Engagement over time" />
      )}
    </Card>
  );
}
