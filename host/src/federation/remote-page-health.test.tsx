import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FIRST_REMOTE_RENDER_MARK } from '../observability/first-remote-render';
import { RemoteHealthContext, createRemoteHealth } from '../observability/remote-health';
import { RemotePage } from './remote-page';
import { createRemotePageLoader } from './remote-page-loader';
import { createRemoteRegistry } from './remote-registry';

// Its own file: the first-remote-render mark is taken once per page session (module state).
const SEARCH = { remote: 'remote_search', module: 'SearchPage' } as const;

function ThrowsAtRender(): never {
  throw new TypeError('useSharedThing is not a function');
}

async function renderPage(loadModule: (id: string) => Promise<unknown>) {
  const registry = createRemoteRegistry();
  registry.pins.set('remote_search', {
    name: 'remote_search',
    version: '0.3.0',
    entry: '/remotes/remote-search/0.3.0/remoteEntry.js',
  });
  const health = createRemoteHealth({ versionOf: () => '0.3.0' });
  const loader = createRemotePageLoader(registry, loadModule, {
    onFailure: (error) => health.count(error.remote, 'load_failed'),
  });
  await act(async () => {
    render(
      <RemoteHealthContext value={health}>
        <MemoryRouter initialEntries={['/meta/search']}>
          <Routes>
            <Route
              path="/:platform/search"
              element={<RemotePage page={SEARCH} loader={loader} />}
            />
          </Routes>
        </MemoryRouter>
      </RemoteHealthContext>,
    );
  });
  return health;
}

// jsdom has no user timing: the marks the page takes are recorded here.
const mark = jest.fn((name: string) => ({ name, startTime: 120 }) as PerformanceMark);
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  mark.mockClear();
  Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
});
const marks = () => mark.mock.calls.filter(([name]) => name === FIRST_REMOTE_RENDER_MARK);

test('a page that throws at render is counted as a render error and a fallback, with no first-render mark', async () => {
  const health = await renderPage(async () => ({ Component: ThrowsAtRender }));
  expect(
    await screen.findByRole('heading', { name: 'This part of Adlens is unavailable right now' }),
  ).toBeVisible();
  expect(health.report().remotes).toEqual([
    {
      remote: 'remote_search',
      version: '0.3.0',
      counts: { boundary_reached: 1, fallback_shown: 1, render_error: 1 },
      rendered: false,
    },
  ]);
  expect(marks()).toEqual([]);
});

test('a remote that fails to load is counted as a load failure and a fallback, not a render error', async () => {
  const health = await renderPage(async () => {
    throw new Error('503');
  });
  await screen.findByRole('heading', { name: 'This part of Adlens is unavailable right now' });
  expect(health.report().remotes[0]?.counts).toEqual({
    load_failed: 1,
    boundary_reached: 1,
    fallback_shown: 1,
  });
});

test("the remote's own page that rendered is counted as rendered, with the mark", async () => {
  const health = await renderPage(async () => ({ Component: () => <h1>Search</h1> }));
  expect(await screen.findByRole('heading', { name: 'Search' })).toBeVisible();
  expect(health.report().remotes[0]).toMatchObject({ rendered: true, counts: {} });
  expect(marks()).toHaveLength(1);
});
