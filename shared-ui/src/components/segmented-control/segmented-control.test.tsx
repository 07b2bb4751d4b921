import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SegmentedControl } from './segmented-control';

const PERIODS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
];

function Period({ onChange = jest.fn() }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('30');
  return (
    <SegmentedControl
      label="Period"
      options={PERIODS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SegmentedControl', () => {
  it('is a labelled radio group with the value checked and one tab stop', () => {
    render(<Period />);
    expect(screen.getByRole('radiogroup', { name: 'Period' })).toBeInTheDocument();
    const checked = screen.getByRole('radio', { name: '30 days' });
    expect(checked).toHaveAttribute('aria-checked', 'true');
    expect(checked).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: '7 days' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves and selects with the arrow keys, wrapping, and jumps with Home and End', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Period onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '30 days' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '90 days' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '90 days' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '7 days' })).toHaveFocus();
    await user.keyboard('{End}{Home}{ArrowLeft}');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['90', '7', '90', '7', '90']);
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Period onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    expect(onChange).toHaveBeenCalledWith('7');
  });
});
