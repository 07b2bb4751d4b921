import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { RemotePage } from './remote-page';
import { createRemotePageLoader } from './remote-page-loader';
import { type RemoteRegistry, createRemoteRegistry } from './remote-registry';

const SEARCH = { remote: 'remote_search', module: 'SearchPage' } as const;
const ACCOUNT = { remote: 'remote_account', module: 'SubscriptionPage' } as const;

function Subscription() {
  return <h1>Subscription</h1>;
}

let registry: RemoteRegistry;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  registry = createRemoteRegistry();
  for (const name of ['remote_search', 'remote_account'] as const) {
    registry.pins.set(name, {
      name,
      version: '1.0.0',
      entry: `/remotes/${name}/1.0.0/mf-manifest.json`,
    });
  }
});

// `use()` resumes a suspended render only inside act() under jsdom.
async function renderApp(loadModule: (id: string) => Promise<unknown>) {
  const loader = createRemotePageLoader(registry, loadModule);
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/meta/search']}>
        <Link to="/dashboard/subscription">Subscription link</Link>
        <Routes>
          <Route path="/:platform/search" element={<RemotePage page={SEARCH} loader={loader} />} />
          <Route
            path="/dashboard/subscription"
            element={<RemotePage page={ACCOUNT} loader={loader} />}
          />
        </Routes>
      </MemoryRouter>,
    );
  });
}

describe('RemotePage', () => {
  it('shows the fallback for a remote that fails, and another remote still renders after it', async () => {
    await renderApp(async (id) => {
      if (id.startsWith('remote_search')) throw new Error('503');
      return { Component: Subscription };
    });
    expect(
      await screen.findByRole('heading', { name: 'This part of Adlens is unavailable right now' }),
    ).toBeVisible();
    await act(() => userEvent.click(screen.getByRole('link', { name: 'Subscription link' })));
    expect(await screen.findByRole('heading', { name: 'Subscription' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('loads the page again when Retry is pressed', async () => {
    let down = true;
    await renderApp(async () => {
      if (down) throw new Error('503');
      return { Component: () => <h1>Search</h1> };
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    down = false;
    await act(() => userEvent.click(retry));
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeVisible();
  });
});
