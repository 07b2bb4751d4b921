import type { Collection, CollectionsData } from '@adlens/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adCard } from '../testing/ad-fixtures';
import { renderSearchPage } from '../testing/render-search-page';
import * as BookmarksPage from './bookmarks-page';

function collection(id: number, name: string, adCount: number): Collection {
  return {
    id,
    platform: 'tiktok',
    name,
    is_default: id === 1,
    ad_count: adCount,
    cover_url: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

function data(): CollectionsData {
  return {
    collections: [collection(1, 'Saved', 1), collection(2, 'Winners', 1)],
    ads: {
      items: [{ ...adCard(3), bookmarked: true, collection_ids: [1, 2] }],
      total: 1,
      page: 1,
      per_page: 60,
      total_pages: 1,
    },
  };
}

function failing() {
  throw new Error('offline');
}

function renderBookmarks(extra = {}) {
  return renderSearchPage(
    '/tiktok/bookmarks',
    { BookmarksPage },
    {
      handlers: { 'GET /v1/bookmark/collections/platform/{platform}': data, ...extra },
    },
  );
}

describe('bookmarks page', () => {
  it('loads the collection and keyword of the URL', async () => {
    const { services } = renderSearchPage(
      '/tiktok/bookmarks?collection=2&keyword=sale',
      { BookmarksPage },
      { handlers: { 'GET /v1/bookmark/collections/platform/{platform}': data } },
    );
    expect(await screen.findByRole('article', { name: 'Ad number 3' })).toBeInTheDocument();
    const collections = screen.getByRole('navigation', { name: 'Collections' });
    expect(within(collections).getByRole('link', { name: 'Winners 1 ad' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(collections).getByRole('link', { name: 'All bookmarks' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(services.calls).toHaveLength(1);
    expect(services.calls[0]?.input.query).toMatchObject({ collection_id: 2, keyword: 'sale' });
  });

  it('keeps the collections on screen, marked busy, while another collection loads', async () => {
    const user = userEvent.setup();
    let answer: (value: CollectionsData) => void = () => undefined;
    let calls = 0;
    renderBookmarks({
      'GET /v1/bookmark/collections/platform/{platform}': () => {
        calls += 1;
        return calls === 1 ? data() : new Promise<CollectionsData>((resolve) => (answer = resolve));
      },
    });
    const collections = await screen.findByRole('navigation', { name: 'Collections' });
    const content = screen.getByRole('region', { name: 'All bookmarks' });
    await user.click(within(collections).getByRole('link', { name: 'Winners 1 ad' }));

    // The second answer is held back, so the busy mark must show up and stay until it arrives.
    await waitFor(() => expect(content).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('navigation', { name: 'Collections' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(2));
    expect(screen.getByRole('article', { name: 'Ad number 3' })).toBeInTheDocument();
    answer({ ...data(), ads: { ...data().ads, items: [], total: 0 } });
    expect(await screen.findByText('No bookmarked ads here yet')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Winners' })).toHaveAttribute('aria-busy', 'false');
  });

  it('puts back an ad whose removal failed and says so', async () => {
    const user = userEvent.setup();
    const { services } = renderBookmarks({
      'POST /v1/bookmark/platform/{platform}/ads/{id}': failing,
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Ad number 3' }));
    expect(await screen.findByRole('article', { name: 'Ad number 3' })).toBeInTheDocument();
    await waitFor(() =>
      expect(services.notifications).toContainEqual(
        expect.objectContaining({
          type: 'error',
          message: expect.stringContaining('The ad was not removed.'),
        }),
      ),
    );
  });

  it('restores a collection whose deletion failed', async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderBookmarks({ 'DELETE /v1/bookmark/collections/{id}': failing });
    await user.click(await screen.findByRole('button', { name: 'Delete Winners' }));
    const list = screen.getByRole('navigation', { name: 'Collections' });
    expect(await within(list).findByRole('link', { name: 'Winners 1 ad' })).toBeInTheDocument();
  });

  it('renames a collection at once', async () => {
    const user = userEvent.setup();
    const { services } = renderBookmarks({
      'PATCH /v1/bookmark/collections/{id}': () => collection(2, 'Best', 1),
    });
    await user.click(await screen.findByRole('button', { name: 'Rename Winners' }));
    const field = screen.getByRole('textbox', { name: 'Collection name' });
    await user.clear(field);
    await user.type(field, 'Best{Enter}');
    expect(screen.getByRole('link', { name: 'Best 1 ad' })).toBeInTheDocument();
    expect(services.calls.at(-1)?.input.body).toEqual({ name: 'Best' });
  });

  it('opens a collection of the side list with the keyboard and marks it current', async () => {
    const user = userEvent.setup();
    const { router } = renderBookmarks();
    const collections = await screen.findByRole('navigation', { name: 'Collections' });
    expect(within(collections).getByRole('link', { name: 'All bookmarks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    within(collections).getByRole('link', { name: 'Winners 1 ad' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?collection=2'));
    // The list loads again for the chosen collection.
    expect(
      await screen.findByRole('link', { name: 'Winners 1 ad', current: 'page' }),
    ).toBeInTheDocument();
  });

  it('creates a collection from the one-line form', async () => {
    const user = userEvent.setup();
    const { services } = renderBookmarks({
      'POST /v1/bookmark/collections/platform/{platform}': () => collection(5, 'Ideas', 0),
    });
    const form = await screen.findByRole('form', { name: 'New collection' });
    await user.type(within(form).getByRole('textbox', { name: 'New collection name' }), 'Ideas');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    const collections = screen.getByRole('navigation', { name: 'Collections' });
    expect(
      await within(collections).findByRole('link', { name: 'Ideas 0 ads' }),
    ).toBeInTheDocument();
    expect(services.calls.at(-1)?.input.body).toEqual({ name: 'Ideas' });
    expect(within(form).getByRole('textbox', { name: 'New collection name' })).toHaveValue('');
  });

  it('names the ads of the shown collection above the cards', async () => {
    renderSearchPage(
      '/tiktok/bookmarks?collection=2',
      { BookmarksPage },
      {
        handlers: { 'GET /v1/bookmark/collections/platform/{platform}': data },
      },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Winners' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Ad number 3' });
    expect(within(card).getByRole('link', { name: 'Shoe Shop' })).toHaveAttribute(
      'href',
      '/tiktok/owner/7',
    );
  });
});
