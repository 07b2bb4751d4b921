import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TimeSeries } from './time-series-data';
import { TimeSeriesChart } from './time-series-chart';

const SERIES: TimeSeries[] = [
  {
    name: 'New ads',
    points: [
      { date: '2026-03-01', value: 1200 },
      { date: '2026-03-02', value: 15 },
      { date: '2026-03-03', value: 30 },
    ],
  },
  {
    name: 'Active ads',
    points: [
      { date: '2026-03-01', value: 400 },
      { date: '2026-03-02', value: 410 },
      { date: '2026-03-03', value: 425 },
    ],
  },
];

function renderChart(props: Partial<Parameters<typeof TimeSeriesChart>[0]> = {}) {
  return render(
    <TimeSeriesChart
      title="New vs active ads"
      description="Ads per day over the period"
      series={SERIES}
      width={600}
      {...props}
    />,
  );
}

describe('TimeSeriesChart', () => {
  it('names and describes the figure and the focusable plot', () => {
    renderChart();
    expect(screen.getByRole('figure', { name: 'New vs active ads' })).toBeInTheDocument();
    const plot = screen.getByRole('application', { name: 'New vs active ads' });
    expect(plot).toHaveAccessibleDescription(/Ads per day over the period/);
    expect(plot).toHaveAccessibleDescription(/arrow keys/);
    expect(plot).toHaveAttribute('tabindex', '0');
  });

  it('holds every value in the data table', () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'New vs active ads' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Date', 'New ads', 'Active ads']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Mar 01 20261,200400',
      'Mar 02 202615410',
      'Mar 03 202630425',
    ]);
  });

  it('shows the data table on request', async () => {
    renderChart();
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide data table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows and announces the latest day on focus, then moves with the arrow keys', async () => {
    renderChart();
    await userEvent.tab();
    expect(screen.getByRole('application')).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mar 03 2026New ads 30Active ads 425');
    expect(screen.getByRole('status')).toHaveTextContent('Mar 03 2026: New ads 30, Active ads 425');

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('status')).toHaveTextContent('Mar 02 2026: New ads 15, Active ads 410');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Mar 01 2026: New ads 1,200, Active ads 400',
    );
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('status')).toHaveTextContent('Mar 01 2026');
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent('Mar 03 2026');
  });

  it('hides the tooltip on Escape and on leaving the plot', async () => {
    renderChart();
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mar 01 2026');
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the tooltip of the day nearest the pointer, without announcing it', () => {
    renderChart();
    const plot = screen.getByRole('application');
    // jsdom has no layout: the plot's left edge is 0, and the plot area starts after the value axis.
    fireEvent.mouseMove(plot, { clientX: 590 });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mar 03 2026');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    fireEvent.mouseLeave(plot);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('uses the given formatters', async () => {
    renderChart({
      series: [SERIES[0] as TimeSeries],
      formatValue: (value) => `${value} ads`,
      formatDate: (day) => `day ${day}`,
    });
    expect(screen.getByRole('row', { name: 'day 2026-03-01 1200 ads' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('status')).toHaveTextContent('day 2026-03-03: New ads 30 ads');
  });

  it('draws one line per series, with a legend when there are several', () => {
    const { container } = renderChart();
    expect(container.querySelectorAll('path.adl-chart__line')).toHaveLength(2);
    expect(screen.getByRole('list')).toHaveTextContent('New adsActive ads');
  });

  it('fills the areas in the area variant', () => {
    const { container } = renderChart({ variant: 'area' });
    expect(container.querySelectorAll('path.adl-chart__area')).toHaveLength(2);
  });

  it('stacks the series in the stacked variant, while the tooltip keeps each value', async () => {
    const { container } = renderChart({ variant: 'stacked', height: 232 });
    expect(container.querySelectorAll('path.adl-chart__area')).toHaveLength(2);
    await userEvent.tab();
    expect(screen.getByRole('status')).toHaveTextContent('New ads 30, Active ads 425');
    // The top series' dot sits at the total (455 of a 0-1,600 axis over 184 px), not at its value.
    const dots = [...container.querySelectorAll('circle.adl-chart__dot')];
    expect(Number(dots[1]?.getAttribute('cy'))).toBeCloseTo(184 - (455 / 1600) * 184);
  });

  it('shows the empty state, and no plot, when there is no point', () => {
    renderChart({
      series: [{ name: 'New ads', points: [] }],
      emptyMessage: 'No ads in this period.',
    });
    expect(screen.getByRole('figure', { name: 'New vs active ads' })).toHaveTextContent(
      'No ads in this period.',
    );
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps a hidden title for screen readers', () => {
    renderChart({ hideTitle: true });
    expect(screen.getByText('New vs active ads', { selector: 'figcaption span' })).toHaveClass(
      'adl-visually-hidden',
    );
    expect(screen.getByRole('application', { name: 'New vs active ads' })).toBeInTheDocument();
  });
});
