import { ApiError } from '@adlens/shared-contracts';
import type { FakeHandler, FakeUserInput } from '@adlens/shared-contracts/testing';
import { renderWithServices } from '@adlens/shared-contracts/testing/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ExportResults, type ExportQuery } from './export-results';

const CREATE = 'POST /v1/landing/download';
const LOCKED =
  'You are currently using a free version of the product, please upgrade your plan in order to download.';
const PAID: FakeUserInput = { plan_features: ['saved_filters', 'downloads'] };

const QUERY: ExportQuery = {
  source: 'search',
  platform: 'meta',
  filters: { keyword: 'shoes', countries: ['DE'], sort: 'most_engagement' },
};

const queued: FakeHandler = () => ({
  id: 1001,
  title: 'Meta Ad Library search results',
  description: 'keyword "shoes", 1 filter, sorted by most engagement',
  kind: 'export',
  platform: 'meta',
  file_name: 'adlens-meta-search-2026-11-24-1001.json',
  size_bytes: 0,
  published_at: '2026-11-24T08:00:00Z',
  downloaded_at: null,
  export: {
    status: 'queued',
    format: 'json',
    rows_done: 0,
    rows_total: null,
    rows_matched: null,
    error: null,
  },
});

function renderExport(user: FakeUserInput, create: FakeHandler = queued) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
  return renderWithServices(<ExportResults query={QUERY} />, {
    wrapper,
    fake: { user, handlers: { [CREATE]: create } },
  });
}

async function openPanel() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Export results' }));
  return user;
}

describe('export results', () => {
  it('exports the page query in the chosen format and leads to Downloads', async () => {
    const { services } = renderExport(PAID);
    const user = await openPanel();
    expect(screen.getByText(/first 5,000 results/)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'JSON' }));
    await user.click(screen.getByRole('button', { name: 'Start export' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Export of “Meta Ad Library search results” started.');
    expect(screen.getByRole('link', { name: 'Open Downloads' })).toHaveAttribute(
      'href',
      '/downloads?kind=export',
    );
    const calls = services.calls.filter((call) => call.endpoint === CREATE);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toEqual({ body: { ...QUERY, format: 'json' } });
    expect(services.notifications.map((shown) => shown.type)).toEqual(['success']);
  });

  it('shows a refused export in the panel', async () => {
    renderExport(PAID, () => {
      throw new ApiError(
        {
          message: 'An export holds at most 5,000 rows',
          action: 'INLINE',
          field: 'max_rows',
          type: 'error',
          code: 422,
        },
        422,
      );
    });
    const user = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Start export' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An export holds at most 5,000 rows',
    );
  });

  it('locks exporting on a free plan, explains it and never calls', async () => {
    const { services } = renderExport({ plan_features: [], subscription: { plan: 'Free' } });
    const user = await openPanel();
    const start = screen.getByRole('button', { name: /Start export/ });
    expect(start).toHaveAttribute('aria-disabled', 'true');
    expect(start).toHaveAccessibleDescription(`${LOCKED} See plans`);
    await user.click(start);
    expect(services.notifications.map((shown) => shown.message)).toEqual([LOCKED]);
    expect(services.calls.filter((call) => call.endpoint === CREATE)).toHaveLength(0);
  });
});
