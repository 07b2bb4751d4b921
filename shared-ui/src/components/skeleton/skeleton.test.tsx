import { render, screen } from '@testing-library/react';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    render(<Skeleton />);
    expect(screen.getByTestId('skeleton')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes the given size', () => {
    render(<Skeleton width={120} height={40} shape="circle" />);
    expect(screen.getByTestId('skeleton')).toHaveStyle({ width: '120px', height: '40px' });
  });
});
