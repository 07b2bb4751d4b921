import { ApiError } from '@adlens/shared-contracts';
import { type RemotePageModule } from '@adlens/shared-contracts/react';
import { act, fireEvent, screen } from '@testing-library/react';
import { settled, setupHost } from '../testing/host-test-kit';
import { STATUS_PAGES } from './status-pages';

afterEach(() => sessionStorage.clear());

/** An ad detail page whose data fails with `status` until `recover()` is called. */
function failingAdPage(status: number) {
  let failing = true;
  const module: RemotePageModule = {
    Component: () => <h1>Ad detail</h1>,
    loader: async () => {
      if (failing) throw new ApiError({ message: 'Failed', type: 'error' }, status);
      return null;
    },
  };
  return {
    module,
    recover: () => {
      failing = false;
    },
  };
}

function progressBar() {
  return screen.queryByRole('progressbar', { name: 'Page loading' });
}

const KNOWN = Object.entries(STATUS_PAGES).map(([status, text]) => [Number(status), text.title]);

describe('status pages of a failed page-data load', () => {
  it.each([...KNOWN, [500, 'Server error']] as [number, string][])(
    'a %i on the page data lands on /%i with its own page',
    async (status, title) => {
      const page = failingAdPage(status);
      const host = setupHost('/meta/ads/1?tab=stats', {
        user: {},
        loadModule: async () => page.module,
      });
      host.renderApp();
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(await settled(host.router)).toBe(
        `/${status}?redirect=%2Fmeta%2Fads%2F1%3Ftab%3Dstats`,
      );
      expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
      expect(progressBar()).toHaveAttribute('aria-valuetext', 'Loading failed');
    },
  );

  it.each([
    [418, 'The request could not be completed'],
    [507, 'Server error'],
  ])('an unlisted %i gets the page of its class', async (status, title) => {
    const page = failingAdPage(status);
    const host = setupHost('/meta/ads/1', { user: {}, loadModule: async () => page.module });
    host.renderApp();
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(host.router.state.location.pathname).toBe(`/${status}`);
  });

  it.each([
    [503, 'Try again', '/meta/ads/1'],
    [502, 'Try again', '/meta/ads/1'],
    [401, 'Sign in again', '/authentication/signin?redirect=%2Fmeta%2Fads%2F1'],
    [403, 'Sign in again', '/authentication/signin?redirect=%2Fmeta%2Fads%2F1'],
    [404, 'Back to search', '/search'],
    [402, 'See plans', '/plans/select'],
    [500, 'Try again', '/meta/ads/1'],
  ])('the %i page offers "%s" (%s)', async (status, name, target) => {
    const page = failingAdPage(status);
    const host = setupHost('/meta/ads/1', { user: {}, loadModule: async () => page.module });
    host.renderApp();
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', target);
  });

  it('tries the failed page again, and the progress bar forgets the failure', async () => {
    const page = failingAdPage(503);
    const host = setupHost('/meta/ads/1', { user: {}, loadModule: async () => page.module });
    host.renderApp();
    await screen.findByRole('heading', { name: 'Service unavailable' });
    page.recover();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Try again' }));
    });
    expect(await screen.findByRole('heading', { name: 'Ad detail' })).toBeInTheDocument();
    expect(await settled(host.router)).toBe('/meta/ads/1');
    expect(progressBar()).not.toHaveAttribute('aria-valuetext');
  });

  it('shows a status page opened directly without a retry and without a failed bar', async () => {
    const host = setupHost('/503', { user: {} });
    host.renderApp();
    expect(await screen.findByRole('heading', { name: 'Service unavailable' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Adlens' })).toHaveAttribute('href', '/');
    expect(progressBar()).not.toBeInTheDocument();
  });

  it('never offers to retry a path that leaves the app', async () => {
    const host = setupHost('/502?redirect=%2F%2Fevil.example', { user: {} });
    host.renderApp();
    await screen.findByRole('heading', { name: 'Bad gateway' });
    expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each(['/foo', '/200', '/302', '/600', '/5000'])(
    'shows the 404 page for %s, which is no error status',
    async (path) => {
      const host = setupHost(path, { user: {} });
      host.renderApp();
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    },
  );

  it('leaves an error without a status to the page, which stays on screen (no status page)', async () => {
    const host = setupHost('/meta/ads/1', {
      user: {},
      loadModule: async () => ({
        Component: () => <h1>Ad detail</h1>,
        loader: async () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    });
    host.renderApp();
    expect(await screen.findByRole('heading', { name: 'Ad detail' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    expect(host.router.state.location.pathname).toBe('/meta/ads/1');
  });
});
