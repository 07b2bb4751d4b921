import { render, screen } from '@testing-library/react';
import { Meter } from './meter';

describe('Meter', () => {
  it('is a meter named by its visible label, with value and text', () => {
    render(<Meter label="Credits used" value={120} max={500} valueText="120 of 500 credits" />);
    const meter = screen.getByRole('meter', { name: 'Credits used' });
    expect(meter).toHaveAttribute('aria-valuenow', '120');
    expect(meter).toHaveAttribute('aria-valuemax', '500');
    expect(meter).toHaveAttribute('aria-valuetext', '120 of 500 credits');
    expect(screen.getByText('Credits used')).toBeVisible();
    expect(screen.getByText('120 of 500 credits')).toBeInTheDocument();
  });

  it('keeps the value within 0..max and reads "value of max" by default', () => {
    render(<Meter label="Downloads" value={12} max={10} />);
    const meter = screen.getByRole('meter', { name: 'Downloads' });
    expect(meter).toHaveAttribute('aria-valuenow', '10');
    expect(meter).toHaveAttribute('aria-valuetext', '12 of 10');
  });
});
