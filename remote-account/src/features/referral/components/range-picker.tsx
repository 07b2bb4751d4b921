import { DatePicker, type DateRange } from '@adlens/shared-ui/date-picker';
import { parseISO } from 'date-fns';
import { useState } from 'react';
import { type PerformanceRange, rangeFromDays } from '../state/performance-range';

function pickedDays(range: PerformanceRange): DateRange {
  return range.kind === 'dates'
    ? { start: parseISO(range.from), end: parseISO(range.to) }
    : { start: null, end: null };
}

/**
 * A custom range from two clicked days. The first click is kept here; the second one hands the
 * range on. Key it by the URL's range so that back and forward show the range of the URL.
 */
export function RangePicker({
  range,
  onPick,
}: {
  range: PerformanceRange;
  onPick: (range: PerformanceRange) => void;
}) {
  const [days, setDays] = useState<DateRange>(() => pickedDays(range));
  return (
    <DatePicker
      mode="range"
      label="Choose the first and the last day"
      value={days}
      onChange={(next) => {
        setDays(next);
        if (next.start && next.end) onPick(rangeFromDays(next.start, next.end));
      }}
    />
  );
}
