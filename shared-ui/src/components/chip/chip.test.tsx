import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chip } from './chip';
import { ChipList } from './chip-list';

const COUNTRIES = ['US', 'DE', 'FR', 'GB', 'PL', 'IT'];

describe('Chip', () => {
  it('is plain text without href and a link with one', () => {
    render(
      <>
        <Chip tone="success">Active</Chip>
        <Chip href="/insights/domain/nike.com">nike.com</Chip>
      </>,
    );
    expect(screen.getByText('Active')).toHaveClass('adl-chip--success');
    expect(screen.getByRole('link', { name: 'nike.com' })).toHaveAttribute(
      'href',
      '/insights/domain/nike.com',
    );
  });

  it('renders its link through renderLink with the chip class', () => {
    render(
      <Chip
        href="/x"
        renderLink={({ href, children, className }) => (
          <a href={`/app${href}`} className={className}>
            {children}
          </a>
        )}
      >
        x.com
      </Chip>,
    );
    const link = screen.getByRole('link', { name: 'x.com' });
    expect(link).toHaveAttribute('href', '/app/x');
    expect(link).toHaveClass('adl-chip');
  });
});

describe('ChipList', () => {
  it('is a labelled list that shows everything without max', () => {
    render(
      <ChipList label="Countries">
        {COUNTRIES.map((code) => (
          <Chip key={code}>{code}</Chip>
        ))}
      </ChipList>,
    );
    expect(
      within(screen.getByRole('list', { name: 'Countries' })).getAllByRole('listitem'),
    ).toHaveLength(6);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows max chips and expands the rest with the +N more button, by keyboard too', async () => {
    const user = userEvent.setup();
    render(
      <ChipList label="Countries" max={4}>
        {COUNTRIES.map((code) => (
          <Chip key={code}>{code}</Chip>
        ))}
      </ChipList>,
    );
    const list = screen.getByRole('list', { name: 'Countries' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const more = screen.getByRole('button', { name: '+2 more countries' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    more.focus();
    await user.keyboard('{Enter}');
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });
});
