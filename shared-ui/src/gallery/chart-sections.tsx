import { useState } from 'react';
import { Button } from '../components/button/button';
import { BarChart, TimeSeriesChart } from '../charts';
import type { TimeSeries } from '../charts';
import { GallerySection } from './gallery-section';

function days(count: number, value: (index: number) => number) {
  const start = new Date(2026, 2, 1);
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(start.getFullYear(), start.getMonth(), start.getDate() + index);
    const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    return { date: iso, value: value(index) };
  });
}

const NEW_VS_ACTIVE: TimeSeries[] = [
  { name: 'New ads', points: days(30, (i) => 120 + Math.round(60 * Math.sin(i / 3)) + i * 4) },
  { name: 'Active ads', points: days(30, (i) => 1800 + i * 55 - Math.round(90 * Math.cos(i / 4))) },
];

const REFERRALS: TimeSeries[] = [
  { name: 'Sign-ups', points: days(14, (i) => Math.max(0, Math.round(3 + 2 * Math.sin(i)))) },
];

const PUBLISHERS: TimeSeries[] = ['Facebook', 'Instagram', 'Messenger'].map((name, series) => ({
  name,
  points: days(21, (i) => Math.round((3 - series) * 40 + 25 * Math.sin(i / (2 + series)))),
}));

const CALLS_TO_ACTION = [
  { label: 'Shop now', value: 18_420 },
  { label: 'Learn more', value: 12_905 },
  { label: 'Sign up', value: 6_310 },
  { label: 'Download the app and get 20% off your first order today', value: 2_275 },
  { label: 'Contact us', value: 640 },
];

const SHARES = [
  { label: 'United States', value: 0.412 },
  { label: 'Germany', value: 0.187 },
  { label: 'France', value: 0.096 },
];

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export function ChartSections() {
  const [empty, setEmpty] = useState(false);
  return (
    <>
      <GallerySection title="Time-series chart (line, two series)">
        <div style={{ flex: '1 1 100%', minWidth: 0 }}>
          <TimeSeriesChart
            title="New vs active ads"
            description="Ads first seen and ads running, per day, last 30 days"
            series={empty ? [] : NEW_VS_ACTIVE}
            emptyMessage="No ads in this period."
          />
        </div>
        <Button variant="secondary" onClick={() => setEmpty((value) => !value)}>
          {empty ? 'Show data' : 'Show the empty state'}
        </Button>
      </GallerySection>
      <GallerySection title="Time-series chart (area, one series, fixed width)">
        <TimeSeriesChart
          title="Referral sign-ups"
          series={REFERRALS}
          variant="area"
          width={420}
          height={200}
        />
      </GallerySection>
      <GallerySection title="Time-series chart (stacked)">
        <div style={{ flex: '1 1 100%', minWidth: 0 }}>
          <TimeSeriesChart
            title="Ads per publisher"
            description="Daily ads of the campaign's top publishers"
            series={PUBLISHERS}
            variant="stacked"
          />
        </div>
      </GallerySection>
      <GallerySection title="Bar chart (ranked, long labels)">
        <div style={{ flex: '1 1 100%', minWidth: 0 }}>
          <BarChart title="Top calls to action" data={CALLS_TO_ACTION} valueLabel="Ads" />
        </div>
      </GallerySection>
      <GallerySection title="Bar chart (formatter, empty)">
        <div style={{ flex: '1 1 300px', minWidth: 0 }}>
          <BarChart
            title="Top countries"
            description="Share of ads"
            data={SHARES}
            formatValue={(value) => percent.format(value)}
            categoryLabel="Country"
            valueLabel="Share"
          />
        </div>
        <div style={{ flex: '1 1 300px', minWidth: 0 }}>
          <BarChart title="Top domains" data={[]} emptyMessage="No domains in this period." />
        </div>
      </GallerySection>
    </>
  );
}
