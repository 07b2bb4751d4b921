import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { type DateRange, DatePicker } from './date-picker';

const TODAY = new Date(2026, 2, 11);

function day(name: string) {
  return screen.getByRole('button', { name });
}

describe('DatePicker single', () => {
  it('shows a grid of 6 weeks starting on Sunday', () => {
    render(
      <DatePicker mode="single" label="Date" value={null} onChange={jest.fn()} today={TODAY} />,
    );
    const grid = screen.getByRole('grid', { name: 'March 2026' });
    expect(grid.querySelectorAll('tbody tr')).toHaveLength(6);
    expect(screen.getAllByRole('gridcell')).toHaveLength(42);
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Su');
  });

  it('selects the clicked day', async () => {
    const onChange = jest.fn();
    render(
      <DatePicker mode="single" label="Date" value={null} onChange={onChange} today={TODAY} />,
    );
    await userEvent.click(day('Friday, March 20, 2026'));
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 2, 20));
  });

  it('moves by day, week and month with the keyboard and selects with Enter', async () => {
    const onChange = jest.fn();
    render(
      <DatePicker mode="single" label="Date" value={null} onChange={onChange} today={TODAY} />,
    );
    // Previous month, next month, then the grid's single tab stop.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(day('Wednesday, March 11, 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(day('Thursday, March 19, 2026')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    expect(day('Sunday, April 19, 2026')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 3, 19));
  });

  it('marks the selected day', () => {
    render(
      <DatePicker mode="single" label="Date" value={new Date(2026, 2, 5)} onChange={jest.fn()} />,
    );
    expect(day('Thursday, March 5, 2026')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('DatePicker range', () => {
  function RangeExample() {
    const [range, setRange] = useState<DateRange>({ start: null, end: null });
    return (
      <>
        <DatePicker mode="range" label="Period" value={range} onChange={setRange} today={TODAY} />
        <p>{range.end ? `${range.start?.getDate()}-${range.end.getDate()}` : 'open'}</p>
      </>
    );
  }

  it('picks a start then an end', async () => {
    render(<RangeExample />);
    await userEvent.click(day('Tuesday, March 3, 2026'));
    expect(screen.getByText('open')).toBeInTheDocument();
    await userEvent.click(day('Tuesday, March 10, 2026'));
    expect(screen.getByText('3-10')).toBeInTheDocument();
    expect(day('Saturday, March 7, 2026')).toHaveClass('adl-calendar__day--in-range');
  });
});

describe('DatePicker date-time', () => {
  it('keeps the chosen time when the day changes and the day when the time changes', async () => {
    const onChange = jest.fn();
    const value = new Date(2026, 2, 11, 14, 30);
    render(<DatePicker mode="datetime" label="When" value={value} onChange={onChange} />);
    await userEvent.click(day('Thursday, March 12, 2026'));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 2, 12, 14, 30));
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '09:05' } });
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 2, 11, 9, 5));
  });
});

describe('DatePicker time only', () => {
  it('reports hours and minutes', () => {
    const onChange = jest.fn();
    render(<DatePicker mode="time" label="Send at" value={null} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Send at'), { target: { value: '18:45' } });
    expect(onChange).toHaveBeenCalledWith({ hours: 18, minutes: 45 });
  });
});
