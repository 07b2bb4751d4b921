import { PRERENDER_CONTAINER_ID } from '@adlens/shared-contracts';
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RemotePage } from './remote-page';
import { createRemotePageLoader } from './remote-page-loader';
import { createRemoteRegistry } from './remote-registry';

const SIGN_IN = { remote: 'remote_auth', module: 'SignInPage' } as const;

/** The server's page: the painted sign-in before a hidden root (cli/src/prerendered-page.ts). */
function paintServerPage() {
  document.body.innerHTML =
    `<div id="${PRERENDER_CONTAINER_ID}" data-path="/authentication/signin">` +
    '<h1>Painted sign-in</h1><input name="email"></div><div id="root" hidden></div>';
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}

function painted() {
  return document.getElementById(PRERENDER_CONTAINER_ID);
}

async function renderSignIn(loadModule: (id: string) => Promise<unknown>, container: HTMLElement) {
  const registry = createRemoteRegistry();
  registry.pins.set('remote_auth', {
    name: 'remote_auth',
    version: '1.0.0',
    entry: '/remotes/remote-auth/1.0.0/mf-manifest.json',
  });
  const loader = createRemotePageLoader(registry, loadModule);
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/authentication/signin']}>
        <Routes>
          <Route
            path="/authentication/signin"
            element={<RemotePage page={SIGN_IN} loader={loader} />}
          />
        </Routes>
      </MemoryRouter>,
      { container },
    );
  });
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

describe('the page painted before the app ran', () => {
  it("stays while the remote's code loads and gives way as its page commits, in the same frame", async () => {
    const root = paintServerPage();
    let resolve: (module: unknown) => void = () => {};
    const seenByPage: { painted: boolean; rootHidden: boolean }[] = [];
    function SignIn() {
      // What the page's own layout effects see: the painted page gone, the root shown.
      useLayoutEffect(() => {
        seenByPage.push({ painted: painted() !== null, rootHidden: root.hidden });
      }, []);
      return <h1>Sign in to Adlens</h1>;
    }

    await renderSignIn(() => new Promise((done) => (resolve = done)), root);
    expect(painted()).not.toBeNull();
    expect(root.hidden).toBe(true);

    await act(async () => resolve({ Component: SignIn }));

    expect(await screen.findByRole('heading', { name: 'Sign in to Adlens' })).toBeVisible();
    expect(painted()).toBeNull();
    expect(root.hidden).toBe(false);
    expect(seenByPage[0]).toEqual({ painted: false, rootHidden: false });
  });

  it("gives way to the remote's fallback when its code fails to load", async () => {
    const root = paintServerPage();

    await renderSignIn(async () => {
      throw new Error('503');
    }, root);

    expect(
      await screen.findByRole('heading', { name: 'This part of Adlens is unavailable right now' }),
    ).toBeVisible();
    expect(painted()).toBeNull();
    expect(root.hidden).toBe(false);
  });
});
