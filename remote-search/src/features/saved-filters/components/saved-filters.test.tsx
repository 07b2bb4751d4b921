import type { FakeUserInput } from '@adlens/shared-contracts/testing';
import { renderWithServices } from '@adlens/shared-contracts/testing/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SavedFilters } from './saved-filters';

const LOCKED =
  'You are currently using a free version of the product, please upgrade your plan in order to save filters.';
const SAVE = 'POST /v1/filters/{platform}/saved';

function renderSavedFilters(user: FakeUserInput) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
  return renderWithServices(
    <SavedFilters platform="meta" filters={{ keyword: 'shoes' }} onApply={() => {}} />,
    {
      wrapper,
      fake: {
        user,
        handlers: {
          'GET /v1/filters/{platform}/saved': () => ({
            items: [
              {
                id: 7,
                platform: 'meta',
                name: 'Old one',
                filters: { keyword: 'boots' },
                created_at: '2026-01-01T00:00:00Z',
              },
            ],
          }),
          [SAVE]: () => ({
            id: 8,
            platform: 'meta',
            name: 'Shoes',
            filters: { keyword: 'shoes' },
            created_at: '2026-01-02T00:00:00Z',
          }),
        },
      },
    },
  );
}

async function openPanel() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /Saved filters/ }));
  return user;
}

describe('saved filters on a paid plan', () => {
  it('saves the current filters', async () => {
    const { services } = renderSavedFilters({ plan_features: ['saved_filters', 'downloads'] });
    const user = await openPanel();
    await user.type(screen.getByRole('textbox', { name: 'Filter name' }), 'Shoes');
    await user.click(screen.getByRole('button', { name: 'Save current filters' }));
    expect(await screen.findByRole('button', { name: 'Apply Shoes' })).toBeInTheDocument();
    expect(services.calls.filter((call) => call.endpoint === SAVE)).toHaveLength(1);
    expect(screen.queryByText(LOCKED)).not.toBeInTheDocument();
  });
});

describe('saved filters on a free plan', () => {
  it('shows saving as locked, explained, with a link to the plans, and never calls it', async () => {
    const { services } = renderSavedFilters({ plan_features: [] });
    const user = await openPanel();
    expect(screen.queryByRole('textbox', { name: 'Filter name' })).not.toBeInTheDocument();
    const save = screen.getByRole('button', { name: /Save current filters/ });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription(`${LOCKED} See plans`);
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/plans/select',
    );
    await user.click(save);
    expect(services.notifications.map((shown) => shown.message)).toEqual([LOCKED]);
    expect(services.calls.filter((call) => call.endpoint === SAVE)).toHaveLength(0);
    // Filters saved before a downgrade still apply.
    const list = await screen.findByRole('list', { name: 'Saved filters' });
    expect(within(list).getByRole('button', { name: 'Apply Old one' })).toBeInTheDocument();
  });

  it('leaves the plan link out for a user the plan page would turn away', async () => {
    renderSavedFilters({ plan_features: [], blocked_routes: ['payment'] });
    await openPanel();
    expect(screen.getByText(LOCKED)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See plans' })).not.toBeInTheDocument();
  });
});
