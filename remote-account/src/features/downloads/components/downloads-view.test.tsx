import { type Download } from '@adlens/shared-contracts';
import type { FakeHandler, FakeUserInput } from '@adlens/shared-contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '../../../testing/api-errors';
import { deferred } from '@adlens/shared-contracts/testing';
import { renderAccountView } from '../../../testing/render-account-page';
import { DOWNLOADS } from '../../../testing/shop-fixtures';
import { DownloadsView } from './downloads-view';

function numberIn(value: unknown, key: string, fallback: number): number {
  if (typeof value !== 'object' || value === null) return fallback;
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'number' ? field : fallback;
}

function pageOf(items: Download[]): FakeHandler {
  return ({ query }) => {
    const page = numberIn(query, 'page', 1);
    const perPage = numberIn(query, 'per_page', 20);
    return {
      items: items.slice((page - 1) * perPage, page * perPage),
      total: items.length,
      page,
      per_page: perPage,
      total_pages: Math.ceil(items.length / perPage),
    };
  };
}

function renderDownloads(
  url = '/downloads',
  overrides: Record<string, FakeHandler> = {},
  user: FakeUserInput = {},
) {
  let items = DOWNLOADS.map((item) => ({ ...item }));
  const handlers: Record<string, FakeHandler> = {
    'GET /v1/landing/download': (input, path) => pageOf(items)(input, path),
    'POST /v1/landing/download/{id}': ({ params }) => {
      const id = numberIn(params, 'id', 0);
      items = items.map((item) =>
        item.id === id ? { ...item, downloaded_at: '2026-11-23T09:00:00Z' } : item,
      );
      return {
        id,
        url: `/api/v1/landing/download/${id}/file`,
        downloaded_at: '2026-11-23T09:00:00Z',
      };
    },
    ...overrides,
  };
  return renderAccountView('DownloadsPage', <DownloadsView />, url, { handlers, user });
}

function rowOf(title: string) {
  const cell = screen.getByRole('rowheader', { name: new RegExp(`^${title} `) });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return within(row);
}

let savedFiles: string[] = [];
beforeEach(() => {
  savedFiles = [];
  // The browser's download of the file: jsdom cannot follow an attachment link.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    savedFiles.push(`${this.pathname} as ${this.download}`);
  });
});

describe('downloads', () => {
  it('lists a page of downloads with their status', async () => {
    renderDownloads();
    expect(await screen.findByText('13 downloads')).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(rowOf('Download 2').getByText(/^Downloaded /)).toBeVisible();
    expect(rowOf('Download 1').getByText('Not downloaded yet')).toBeVisible();
  });

  it('pages with the pagination, which puts the page in the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderDownloads();
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location().search).toBe('?page=2'));
    expect(await screen.findByRole('rowheader', { name: /^Download 11 / })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('starts a download once, hands the file to the browser and updates the status', async () => {
    const user = userEvent.setup();
    const { services } = renderDownloads();
    await user.click(await screen.findByRole('button', { name: 'Download Download 1' }));
    expect(await rowOf('Download 1').findByText(/^Downloaded /)).toBeVisible();
    expect(savedFiles).toEqual(['/api/v1/landing/download/1/file as download-1.pdf']);
    expect(services.calls.filter((call) => call.endpoint.startsWith('POST'))).toHaveLength(1);
  });

  it('tracks the download with its id and kind once it started', async () => {
    const user = userEvent.setup();
    const { services } = renderDownloads();
    await user.click(await screen.findByRole('button', { name: 'Download Download 1' }));
    await rowOf('Download 1').findByText(/^Downloaded /);
    const kind = DOWNLOADS.find((item) => item.id === 1)?.kind;
    expect(services.tracked).toEqual([{ event: 'download', data: { download_id: 1, kind } }]);
  });

  it('sends one start however often the button is pressed', async () => {
    const user = userEvent.setup();
    const pending = deferred<unknown>();
    const { services } = renderDownloads('/downloads', {
      'POST /v1/landing/download/{id}': () => pending.promise,
    });
    const button = await screen.findByRole('button', { name: 'Download Download 3' });
    await user.click(button);
    await user.click(button);
    pending.resolve({
      id: 3,
      url: '/api/v1/landing/download/3/file',
      downloaded_at: '2026-11-23T09:00:00Z',
    });
    await screen.findByRole('button', { name: 'Download Download 3' });
    expect(services.calls.filter((call) => call.endpoint.startsWith('POST'))).toHaveLength(1);
  });

  it('shows a failed start in its row', async () => {
    const user = userEvent.setup();
    const { services } = renderDownloads('/downloads', {
      'POST /v1/landing/download/{id}': () => {
        throw apiError({ message: 'Download not found' }, 404);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download Download 1' }));
    expect(await rowOf('Download 1').findByRole('alert')).toHaveTextContent('Download not found');
    expect(savedFiles).toEqual([]);
    expect(services.tracked).toEqual([]);
  });

  it('filters by kind from the URL and says when nothing matches', async () => {
    renderDownloads('/downloads?kind=guide', { 'GET /v1/landing/download': pageOf([]) });
    expect(await screen.findByText('No downloads of this kind yet')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('guide');
  });

  it('shows a load failure with a retry', async () => {
    let fail = true;
    renderDownloads('/downloads', {
      'GET /v1/landing/download': (input, path) => {
        if (fail) throw apiError({ message: 'Downloads are resting' }, 500);
        return pageOf(DOWNLOADS)(input, path);
      },
    });
    expect(await screen.findByText('Downloads are resting')).toBeVisible();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('13 downloads')).toBeVisible();
  });
});

const LOCKED =
  'You are currently using a free version of the product, please upgrade your plan in order to download.';
const PAID: FakeUserInput = { plan_features: ['saved_filters', 'downloads'] };
const FREE: FakeUserInput = { plan_features: [], subscription: { plan: 'Free' } };

describe('downloads and the plan', () => {
  it('lets a paid plan download, with no lock shown', async () => {
    const user = userEvent.setup();
    const { services } = renderDownloads('/downloads', {}, PAID);
    const button = await screen.findByRole('button', { name: 'Download Download 1' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(LOCKED)).not.toBeInTheDocument();
    await user.click(button);
    expect(await rowOf('Download 1').findByText(/^Downloaded /)).toBeVisible();
    expect(services.calls.filter((call) => call.endpoint.startsWith('POST'))).toHaveLength(1);
  });

  it('shows a free plan the list with locked, explained buttons and a link to the plans', async () => {
    const user = userEvent.setup();
    const { services } = renderDownloads('/downloads', {}, FREE);
    const button = await screen.findByRole('button', { name: /Download Download 1$/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(`${LOCKED} See plans`);
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/plans/select',
    );
    await user.click(button);
    expect(services.notifications.map((shown) => shown.message)).toEqual([LOCKED]);
    expect(services.calls.filter((call) => call.endpoint.startsWith('POST'))).toHaveLength(0);
    expect(savedFiles).toEqual([]);
    expect(rowOf('Download 1').getByText('Not downloaded yet')).toBeVisible();
  });

  it('gives a payment-blocked free user the explanation without a link they could not follow', async () => {
    renderDownloads('/downloads', {}, { ...FREE, blocked_routes: ['payment'] });
    await screen.findByRole('button', { name: /Download Download 1$/ });
    expect(screen.getByText(LOCKED)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See plans' })).not.toBeInTheDocument();
  });
});

function exportItem(id: number, job: Partial<NonNullable<Download['export']>>): Download {
  return {
    id,
    title: `Export ${id}`,
    description: 'keyword "shoes", sorted by newest',
    kind: 'export',
    platform: 'meta',
    file_name: `adlens-meta-search-2026-11-24-${id}.csv`,
    size_bytes: 0,
    published_at: '2026-11-24T08:00:00Z',
    downloaded_at: null,
    export: {
      status: 'ready',
      format: 'csv',
      rows_done: 0,
      rows_total: null,
      rows_matched: null,
      error: null,
      ...job,
    },
  };
}

describe('exports in the downloads', () => {
  it('shows each export where it stands, with a download only once written', async () => {
    renderDownloads('/downloads?kind=export', {
      'GET /v1/landing/download': pageOf([
        exportItem(1001, { status: 'queued' }),
        exportItem(1002, { status: 'running', rows_done: 250, rows_total: 1000 }),
        exportItem(1003, {
          status: 'ready',
          rows_done: 5000,
          rows_total: 5000,
          rows_matched: 12_000,
        }),
        exportItem(1004, { status: 'failed', error: 'The export could not be written.' }),
      ]),
    });
    await screen.findByRole('rowheader', { name: /^Export 1001 / });
    expect(rowOf('Export 1001').getByText('Queued')).toBeVisible();
    expect(rowOf('Export 1001').queryByRole('button')).not.toBeInTheDocument();
    const meter = rowOf('Export 1002').getByRole('meter', { name: 'Writing the file' });
    expect(meter).toHaveAttribute('aria-valuenow', '25');
    expect(meter).toHaveAttribute('aria-valuetext', '25% (250 of 1,000 rows)');
    expect(rowOf('Export 1002').queryByRole('button')).not.toBeInTheDocument();
    expect(rowOf('Export 1003').getByText('Ready, 5,000 rows')).toBeVisible();
    expect(
      rowOf('Export 1003').getByText('12,000 matched; the file holds the first 5,000.'),
    ).toBeVisible();
    expect(
      rowOf('Export 1003').getByRole('button', { name: 'Download Export 1003' }),
    ).toBeVisible();
    expect(
      rowOf('Export 1004').getByText(/^Failed: The export could not be written/),
    ).toBeVisible();
    expect(rowOf('Export 1004').queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks again while an export is written and shows it ready when it is', async () => {
    let asked = 0;
    renderDownloads('/downloads', {
      'GET /v1/landing/download': (input, path) => {
        asked += 1;
        const job =
          asked === 1
            ? exportItem(1001, { status: 'running', rows_done: 10, rows_total: 40 })
            : exportItem(1001, { status: 'ready', rows_done: 40, rows_total: 40 });
        return pageOf([job])(input, path);
      },
    });
    await screen.findByRole('rowheader', { name: /^Export 1001 / });
    expect(rowOf('Export 1001').getByRole('meter')).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Download Export 1001' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(rowOf('Export 1001').getByText('Ready, 40 rows')).toBeVisible();
  });

  it('offers exports as a kind of download', async () => {
    renderDownloads();
    await screen.findByText('13 downloads');
    expect(screen.getByRole('option', { name: 'Exports' })).toBeInTheDocument();
  });
});
