import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';

function Example() {
  const [selected, setSelected] = useState('profile');
  return (
    <Tabs
      label="Dashboard"
      selectedId={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'subscription', label: 'Subscription', content: 'Plan details' },
        { id: 'profile', label: 'Profile', content: 'Profile form' },
        { id: 'team', label: 'Manage Team', content: 'Team list' },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows the selected tab panel', () => {
    render(<Example />);
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent('Profile form');
  });

  it('selects a tab on click', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('tab', { name: 'Manage Team' }));
    expect(screen.getByRole('tabpanel', { name: 'Manage Team' })).toHaveTextContent('Team list');
  });

  it('moves with the arrow keys, wrapping, and with Home and End', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Manage Team' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Subscription' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Manage Team' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Manage Team' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
