import type {
  LandingHistory as LandingHistoryData,
  LandingVersion,
} from '@adlens/shared-contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LandingHistory } from './landing-history';

const FACTS = {
  price_cents: 3900,
  discount_percent: null,
  free_shipping: true,
  trial_days: null,
  guarantee_days: 60,
};

function version(id: number, seen_on: string, change: Partial<LandingVersion>): LandingVersion {
  return {
    id,
    url: 'https://shop.example/p/1',
    seen_on,
    first: false,
    material: false,
    summary: 'wording changed (+2 / -2 words)',
    words_added: 2,
    words_removed: 2,
    outline: ['Glow Serum', 'How it works'],
    facts: FACTS,
    ...change,
  };
}

const loaded = (data: LandingHistoryData) => ({
  status: 'success' as const,
  data,
  error: null,
  refetch: jest.fn(),
});

describe('landing page history', () => {
  it('shows a skeleton and says it is loading', () => {
    render(<LandingHistory query={{ status: 'pending', error: null, refetch: jest.fn() }} />);
    expect(
      screen.getByRole('status', { name: 'Loading the landing page history' }),
    ).toHaveAttribute('aria-busy', 'true');
  });

  it('says when no version was recorded yet', () => {
    render(<LandingHistory query={loaded({ ad_id: 5, versions: [] })} />);
    expect(screen.getByText('No landing page versions yet')).toBeVisible();
  });

  it('shows the error with a retry that asks again', async () => {
    const refetch = jest.fn();
    render(
      <LandingHistory
        query={{ status: 'error', error: new Error('Server unavailable'), refetch }}
      />,
    );
    expect(screen.getByText('Landing page history unavailable')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows each offer change with its diff line and folds cosmetic ones away', async () => {
    render(
      <LandingHistory
        query={loaded({
          ad_id: 5,
          versions: [
            version(9, '2026-11-27', {
              material: true,
              summary: 'price $49 -> $39; free shipping added; guarantee 30 -> 60 days',
            }),
            version(8, '2026-11-26', {}),
            version(7, '2026-11-25', {}),
            version(6, '2026-11-25', {}),
            version(5, '2026-11-24', { first: true, summary: 'first seen' }),
          ],
        })}
      />,
    );
    const timeline = screen.getByRole('list', { name: 'Landing page versions, newest first' });
    const rows = within(timeline).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(
      'Nov 27 2026Offer changedprice $49 -> $39; free shipping added; guarantee 30 -> 60 days',
    );
    expect(within(rows[0] as HTMLElement).getByText('Nov 27 2026')).toHaveAttribute(
      'datetime',
      '2026-11-27',
    );
    // Keyboard: the fold is a disclosure button that opens with Enter.
    const fold = screen.getByRole('button', { name: '3 cosmetic changes hidden' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Nov 26 2026')).not.toBeVisible();
    await userEvent.tab();
    expect(fold).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(fold).toHaveAccessibleName('3 cosmetic changes shown');
    expect(screen.getByText('Nov 26 2026')).toBeVisible();
    expect(screen.getByText('first version recorded')).toBeVisible();
  });
});
