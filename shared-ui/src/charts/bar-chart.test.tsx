import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BarChart, barChartHeight } from './bar-chart';
import type { BarDatum } from './bar-data';

const DATA: BarDatum[] = [
  { label: 'Shop now', value: 5400 },
  { label: 'Learn more about our exceptionally long call to action label', value: 1200 },
  { label: 'Sign up', value: 80 },
];

function renderChart(props: Partial<Parameters<typeof BarChart>[0]> = {}) {
  return render(
    <BarChart title="Top calls to action" data={DATA} width={400} valueLabel="Ads" {...props} />,
  );
}

describe('BarChart', () => {
  it('names the figure and the focusable plot', () => {
    renderChart({ description: 'Ads per call to action' });
    expect(screen.getByRole('figure', { name: 'Top calls to action' })).toBeInTheDocument();
    expect(
      screen.getByRole('application', { name: 'Top calls to action' }),
    ).toHaveAccessibleDescription(/Ads per call to action.*3 bars/);
  });

  it('holds every label and value in the data table', () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Top calls to action' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Category', 'Ads']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Shop now5,400',
      'Learn more about our exceptionally long call to action label1,200',
      'Sign up80',
    ]);
  });

  it('truncates a long label in the plot but not in the tooltip', async () => {
    const { container } = renderChart({ width: 200 });
    const labels = [...container.querySelectorAll('.adl-chart__bar-label')].map(
      (n) => n.textContent,
    );
    expect(labels[1]).toMatch(/…$/);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tooltip')).toHaveTextContent(DATA[1]?.label ?? '');
  });

  it('moves the active bar with Up, Down, Home and End and announces it', async () => {
    renderChart();
    await userEvent.tab();
    expect(screen.getByRole('status')).toHaveTextContent('Shop now: 5,400');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('status')).toHaveTextContent('Sign up: 80');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('status')).toHaveTextContent('Sign up: 80');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Shop now5,400');
    await userEvent.keyboard('{End}{ArrowUp}');
    expect(screen.getByRole('status')).toHaveTextContent(/^Learn more .*: 1,200$/);
  });

  it('puts the tooltip above the active bar, or below the first one so that it stays in the plot', async () => {
    renderChart();
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toHaveClass('adl-chart__tooltip--below');
    expect(screen.getByRole('tooltip')).toHaveStyle({ top: '42px' });
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tooltip')).not.toHaveClass('adl-chart__tooltip--below');
    expect(screen.getByRole('tooltip')).toHaveStyle({ top: '114px' });
  });

  it('shows the tooltip of the hovered bar', () => {
    const { container } = renderChart();
    const rows = container.querySelectorAll('.adl-chart__bar-row');
    fireEvent.mouseEnter(rows[2] as Element);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Sign up80');
    fireEvent.mouseLeave(screen.getByRole('application'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('uses the value formatter in bars, tooltip and table', async () => {
    renderChart({ formatValue: (value) => `${value / 100}%` });
    expect(screen.getByRole('row', { name: 'Sign up 0.8%' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('status')).toHaveTextContent('Shop now: 54%');
  });

  it('scales the bars to the largest value', () => {
    const { container } = renderChart();
    const widths = [...container.querySelectorAll('rect.adl-chart__bar')].map((bar) =>
      Number(bar.getAttribute('width')),
    );
    // 400 wide, minus the margins and the value gutter.
    expect(widths[0]).toBeCloseTo(320);
    expect(widths[1]).toBeCloseTo((320 * 1200) / 5400);
    expect(container.querySelector('svg')).toHaveAttribute('height', String(barChartHeight(3)));
  });

  it('shows the empty state when there is no bar', () => {
    renderChart({ data: [] });
    expect(screen.getByText('Nothing to show yet.')).toBeInTheDocument();
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
  });
});
