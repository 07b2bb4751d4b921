import { PRERENDER_CONTAINER_ID } from '@adlens/shared-contracts/platform';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RemotePage } from './remote-page';
import { holdPaintedClicks } from './painted-clicks';
import { createRemotePageLoader } from './remote-page-loader';
import { createRemoteRegistry } from './remote-registry';

const SIGN_IN = { remote: 'remote_auth', module: 'SignInPage' } as const;

/** The server's page: the painted sign-in before a hidden root (cli/src/prerendered-page.ts). */
function paintServerPage() {
  document.body.innerHTML =
    `<div id="${PRERENDER_CONTAINER_ID}" data-path="/authentication/signin">` +
    '<h1>Painted sign-in</h1><input name="email">' +
    '<button type="button">Continue with Google</button></div><div id="root" hidden></div>';
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

  it("presses the live page's button that was pressed on the painted page, once", async () => {
    const root = paintServerPage();
    holdPaintedClicks(document);
    const presses: string[] = [];
    let resolve: (module: unknown) => void = () => {};
    function SignIn() {
      return (
        <>
          <button type="button" onClick={() => presses.push('email')}>
            Sign in
          </button>
          <button type="button" onClick={() => presses.push('google')}>
            Continue with Google
          </button>
        </>
      );
    }
    await renderSignIn(() => new Promise((done) => (resolve = done)), root);

    const paintedButton = screen.getByRole('button', {
      name: 'Continue with Google',
      hidden: true,
    });
    paintedButton.click();
    expect(paintedButton).toHaveAttribute('aria-busy', 'true');
    await act(async () => resolve({ Component: SignIn }));

    const live = await screen.findByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(presses).toEqual(['google']));
    expect(live).toHaveFocus();
  });

  it('presses nothing when the live page is another than the painted one', async () => {
    const root = paintServerPage();
    // The server painted sign-up; the app lands on sign-in, which has a button of that name too.
    painted()?.setAttribute('data-path', '/authentication/signup');
    holdPaintedClicks(document);
    screen.getByRole('button', { name: 'Continue with Google', hidden: true }).click();
    const presses: string[] = [];
    function SignIn() {
      return (
        <button type="button" onClick={() => presses.push('google')}>
          Continue with Google
        </button>
      );
    }

    await renderSignIn(async () => ({ Component: SignIn }), root);

    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeVisible();
    // A task passes: a held press would have been made by now.
    await act(() => new Promise((done) => setTimeout(done)));
    expect(presses).toEqual([]);
    expect(painted()).toBeNull();
  });
});
