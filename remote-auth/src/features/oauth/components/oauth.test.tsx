import { screen, waitFor } from '@testing-library/react';
import { apiError } from '../../../testing/api-errors';
import { deferred } from '@adlens/shared-contracts/testing';
import { renderAuthPage } from '../../../testing/render-auth-page';

const followed: string[] = [];
jest.mock('../follow-provider-url', () => ({
  ...jest.requireActual('../follow-provider-url'),
  followProviderUrl: (url: string) => followed.push(url),
}));

beforeEach(() => {
  followed.length = 0;
});

describe('OAuth buttons', () => {
  it('asks the API for the provider URL, passing the redirect, and follows it', async () => {
    const { user, services } = renderAuthPage('/authentication/signin?redirect=%2Fbookmarks', {
      handlers: {
        'GET /v1/auth/oauth/{provider}': () => ({
          url: 'https://accounts.example/consent?state=abc',
          provider: 'google',
        }),
      },
    });

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => expect(followed).toEqual(['https://accounts.example/consent?state=abc']));
    expect(services.calls[0]).toMatchObject({
      path: '/v1/auth/oauth/google',
      input: { query: { redirect: '/bookmarks' } },
    });
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeDisabled();
  });

  it('refuses a provider URL that is not a web address', async () => {
    const { user } = renderAuthPage('/authentication/signin', {
      handlers: {
        'GET /v1/auth/oauth/{provider}': () => ({ url: 'javascript:alert(1)', provider: 'google' }),
      },
    });

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(followed).toEqual([]);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('shows the server message when the provider cannot be used', async () => {
    const { user } = renderAuthPage('/authentication/signin', {
      handlers: {
        'GET /v1/auth/oauth/{provider}': () => {
          throw apiError({ message: 'Facebook sign-in is not available', action: 'INLINE' });
        },
      },
    });

    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Facebook sign-in is not available');
  });
});

const CALLBACK = 'POST /v1/auth/oauth/{provider}/callback';

function callbackAnswer(redirect: string | null = null) {
  return () => ({
    token: 'provider-session',
    user: { id: 1, email: 'demo@adlens.test', name: 'Demo' },
    redirect,
  });
}

describe('OAuth return page', () => {
  it('removes the code and state from the address at once, then exchanges them', async () => {
    const pending = deferred<unknown>();
    const { services, path } = renderAuthPage('/oauth?code=one-time&state=s1&provider=google', {
      handlers: { [CALLBACK]: () => pending.promise },
    });

    // While the exchange is in flight, the address already shows no credential.
    await waitFor(() => expect(path()).toBe('/oauth'));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Signing you in');
    expect(services.calls).toEqual([
      expect.objectContaining({
        path: '/v1/auth/oauth/google/callback',
        input: { params: { provider: 'google' }, body: { code: 'one-time', state: 's1' } },
      }),
    ]);
    pending.resolve(callbackAnswer()());
    await waitFor(() => expect(path()).toBe('/dashboard'));
  });

  it('signs in with the session the API answers and goes to the redirect it kept', async () => {
    const signIns: string[] = [];
    const { path } = renderAuthPage(
      '/oauth?code=c&state=s&provider=facebook',
      { handlers: { [CALLBACK]: callbackAnswer('/downloads') } },
      (services) => {
        const signIn = services.session.signIn;
        services.session.signIn = (token) => {
          signIns.push(token);
          return signIn(token);
        };
      },
    );

    await waitFor(() => expect(path()).toBe('/downloads'));
    expect(signIns).toEqual(['provider-session']);
  });

  it('goes to the dashboard when the kept redirect points elsewhere', async () => {
    const { path } = renderAuthPage('/oauth?code=c&state=s&provider=google', {
      handlers: { [CALLBACK]: callbackAnswer('https://evil.example') },
    });

    await waitFor(() => expect(path()).toBe('/dashboard'));
  });

  it('signs nobody in when the API refuses the code or state (a link from another browser)', async () => {
    const { services, path } = renderAuthPage('/oauth?code=forged&state=forged&provider=google', {
      handlers: {
        [CALLBACK]: () => {
          throw apiError({
            message: 'This sign-in link is not valid in this browser. Start the sign-in again.',
            action: 'INLINE',
            code: 400,
          });
        },
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link is not valid in this browser. Start the sign-in again.',
    );
    expect(path()).toBe('/oauth');
    expect(services.signedInTokens).toEqual([]);
    expect(services.tracked).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
  });

  it('takes no token from the address any more', () => {
    const { services } = renderAuthPage('/oauth?token=someone-elses-session&provider=google');

    expect(screen.getByRole('alert')).toHaveTextContent('did not complete');
    expect(services.calls).toEqual([]);
    expect(services.signedInTokens).toEqual([]);
  });

  it('refuses an unknown provider without calling the API', async () => {
    const { services } = renderAuthPage('/oauth?code=c&state=s&provider=myspace');

    expect(await screen.findByRole('alert')).toHaveTextContent('did not complete');
    expect(services.calls).toEqual([]);
  });

  it('says that a cancelled consent did not sign in, with a way back', () => {
    renderAuthPage('/oauth?error=access_denied');

    expect(screen.getByRole('alert')).toHaveTextContent(
      'You cancelled the sign-in with the provider.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/authentication/signin',
    );
  });

  it('never shows the words of a crafted error query', () => {
    renderAuthPage('/oauth?error=Call+0800+to+unlock+your+account');

    expect(screen.getByRole('alert')).toHaveTextContent(
      'The sign-in with the provider did not complete. Please try again.',
    );
  });

  it('reports a session the host refuses', async () => {
    renderAuthPage(
      '/oauth?code=c&state=s&provider=google',
      { handlers: { [CALLBACK]: callbackAnswer() } },
      (services) => {
        jest.spyOn(services.session, 'signIn').mockRejectedValue(new Error('401'));
      },
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('did not complete');
  });
});

describe('OAuth sign-in event', () => {
  it.each([
    ['google', 'google'],
    ['facebook', 'facebook'],
  ])('tracks the sign-in with %s as method %s', async (provider, method) => {
    const { services, path } = renderAuthPage(`/oauth?code=c&state=s&provider=${provider}`, {
      handlers: { [CALLBACK]: callbackAnswer() },
    });

    await waitFor(() => expect(path()).toBe('/dashboard'));
    expect(services.tracked).toEqual([{ event: 'sign_in', data: { method } }]);
  });
});
