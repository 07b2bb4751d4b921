import { render, screen } from '@testing-library/react';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it('announces loading while visible', () => {
    render(<LoadingOverlay visible />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
  });

  it('renders nothing when hidden', () => {
    render(<LoadingOverlay visible={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
