import { render, screen } from '@testing-library/react';
import { StatGrid } from './stat-grid';
import { StatTile } from './stat-tile';

describe('StatTile', () => {
  it('is a group named by its label that shows the value', () => {
    render(<StatTile label="Ads" value="1,234" hint="All platforms" />);
    const tile = screen.getByRole('group', { name: 'Ads' });
    expect(tile).toHaveTextContent('1,234');
    expect(tile).toHaveTextContent('All platforms');
  });

  it('spells out a rise and a fall so they read without colour', () => {
    render(
      <StatGrid>
        <StatTile label="Likes" value="10K" change={{ value: 12.5, label: 'vs last week' }} />
        <StatTile label="Spend" value="$5" change={{ value: -3, format: 'number' }} />
        <StatTile label="Days" value="7" change={{ value: 0 }} />
      </StatGrid>,
    );
    expect(screen.getByRole('group', { name: 'Likes' })).toHaveTextContent('Up 12.5% vs last week');
    expect(screen.getByRole('group', { name: 'Spend' })).toHaveTextContent('Down 3');
    expect(screen.getByRole('group', { name: 'Days' })).toHaveTextContent('No change');
  });

  it('colours a fall as good news when lower is better', () => {
    render(<StatTile label="Cost" value="$1" change={{ value: -5, higherIsBetter: false }} />);
    expect(screen.getByText('Down 5%', { exact: false })).toHaveClass(
      'adl-stat-tile__change--good',
    );
  });
});
