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
});
