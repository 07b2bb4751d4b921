import { render, screen } from '@testing-library/react';
import { Card } from './card';

describe('Card', () => {
  it('is a region named by its title', () => {
    render(<Card title="Top advertisers">body</Card>);
    expect(screen.getByRole('region', { name: 'Top advertisers' })).toHaveTextContent('body');
  });

  it('renders its content without a title', () => {
    render(<Card>plain</Card>);
    expect(screen.getByText('plain')).toBeInTheDocument();
  });
});
