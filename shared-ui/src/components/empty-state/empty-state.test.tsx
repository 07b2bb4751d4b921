import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows its title, description and action', () => {
    render(
      <EmptyState
        title="No bookmarks yet"
        description="Save an ad to see it here."
        action={<button type="button">Browse ads</button>}
      />,
    );
    expect(screen.getByText('No bookmarks yet')).toBeInTheDocument();
    expect(screen.getByText('Save an ad to see it here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse ads' })).toBeInTheDocument();
  });

  it('shows an icon that screen readers skip', () => {
    render(<EmptyState icon={<svg data-testid="icon" />} title="No ads found" />);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('No ads found')).toBeInTheDocument();
  });
});
