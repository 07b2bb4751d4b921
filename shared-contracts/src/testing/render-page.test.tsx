import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { ApiError } from '../errors/api-error';
import { errorMetaSchema } from '../errors/error-meta';
import { useApi } from '../services/host-services';
import { pageQueryDefaults } from '../services/query-defaults';
import type { RemotePageLoaderArgs } from '../services/remote-page-module';
import { createFakeHostServices } from './fake-host-services';
import { renderPage } from './render-page';

const failure = (status: number) => new ApiError(errorMetaSchema.parse({ message: 'x' }), status);

function Bookmarks() {
  return <h1>Bookmarks</h1>;
}

/** A page that reads what its loader put in the cache by the same key, as the remotes' pages do. */
const loadingPage = (load: () => Promise<string>) => ({
  Component: function Page() {
    const { data, isError } = useQuery({ queryKey: ['page'], queryFn: load });
    return <p>{isError ? 'Failed' : `Data: ${data}`}</p>;
  },
  loader: ({ queryClient }: RemotePageLoaderArgs) =>
    queryClient.ensureQueryData({ queryKey: ['page'], queryFn: load }),
});

describe('renderPage', () => {
  it('binds a module to every route the manifest gives it, and nothing else', async () => {
    const pages = { BookmarksPage: { Component: Bookmarks } };
    renderPage('/bookmarks', { remote: 'remote_search', pages });
    expect(await screen.findByRole('heading', { name: 'Bookmarks' })).toBeVisible();
    const other = renderPage('/tiktok/bookmarks', { remote: 'remote_search', pages });
    expect(await other.findAllByRole('heading', { name: 'Bookmarks' })).toHaveLength(2);
    const elsewhere = renderPage('/tiktok/search', { remote: 'remote_search', pages });
    expect(elsewhere.getByText('Elsewhere')).toBeVisible();
  });

  it('refuses a module the manifest does not give the remote', () => {
    expect(() =>
      renderPage('/bookmarks', {
        remote: 'remote_insights',
        pages: { BookmarksPage: { Component: Bookmarks } },
      }),
    ).toThrow('BookmarksPage is no page of remote_insights in the route manifest');
  });

  it("runs the page's loader with the request, the fake API and the page's cache", async () => {
    const services = createFakeHostServices();
    const seen: RemotePageLoaderArgs[] = [];
    const { queryClient } = renderPage('/meta/analytics?period=7', {
      remote: 'remote_insights',
      services,
      pages: {
        AnalyticsPage: {
          Component: () => <p>Analytics</p>,
          loader: (args: RemotePageLoaderArgs) => {
            seen.push(args);
            return args.queryClient.ensureQueryData({ queryKey: ['page'], queryFn: () => 'data' });
          },
        },
      },
    });
    expect(await screen.findByText('Analytics')).toBeVisible();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.params).toEqual({ platform: 'meta' });
    expect(seen[0]?.request.url).toBe('http://localhost/meta/analytics?period=7');
    expect(seen[0]?.api).toBe(services.api);
    expect(seen[0]?.queryClient).toBe(queryClient);
    expect(queryClient.getQueryData(['page'])).toBe('data');
  });

  it('leaves for /{status} when the data fails with a status (the host rule)', async () => {
    const { path } = renderPage('/meta/analytics', {
      remote: 'remote_insights',
      pages: { AnalyticsPage: loadingPage(() => Promise.reject(failure(404))) },
    });
    expect(await screen.findByText('Elsewhere')).toBeVisible();
    expect(path()).toBe('/404?redirect=%2Fmeta%2Fanalytics');
  });

  it('stays on the page when the data got no answer', async () => {
    const { path } = renderPage('/meta/analytics', {
      remote: 'remote_insights',
      pages: { AnalyticsPage: loadingPage(() => Promise.reject(failure(0))) },
    });
    expect(await screen.findByText('Failed')).toBeVisible();
    expect(path()).toBe('/meta/analytics');
  });

  it("uses the host's query defaults, without the network retries", () => {
    const { queryClient } = renderPage('/bookmarks', {
      remote: 'remote_search',
      pages: { BookmarksPage: { Component: Bookmarks } },
    });
    const { queries } = queryClient.getDefaultOptions();
    expect(queries?.staleTime).toBe(pageQueryDefaults().queries?.staleTime);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('uses the services it is given', () => {
    const services = createFakeHostServices();
    renderPage('/bookmarks', {
      remote: 'remote_search',
      services,
      pages: {
        BookmarksPage: {
          Component: function Page() {
            return <p>{useApi() === services.api ? 'Given services' : 'Other services'}</p>;
          },
        },
      },
    });
    expect(screen.getByText('Given services')).toBeVisible();
  });
});
