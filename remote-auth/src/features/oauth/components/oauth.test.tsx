import { screen, waitFor } from '@testing-library/react';
import { apiError } from '../../../testing/api-errors';
import { renderAuthRoute } from '../../../testing/render-auth-route';

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
    const { user, services } = renderAuthRoute('/authentication/signin?redirect=%2Fbookmarks', {
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
    const { user } = renderAuthRoute('/authentication/signin', {
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
    const { user } = renderAuthRoute('/authentication/signin', {
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

describe('OAuth return page', () => {
  it('signs in with the token from the query and goes to the redirect', async () => {
    const signIns: string[] = [];
    const { location } = renderAuthRoute(
      '/oauth?token=provider-session&redirect=%2Fdownloads',
      {},
      (services) => {
        const signIn = services.session.signIn;
        services.session.signIn = (token) => {
          signIns.push(token);
          return signIn(token);
        };
      },
    );

    await waitFor(() => expect(location()).toBe('/downloads'));
    expect(signIns).toEqual(['provider-session']);
  });

  it('goes to the dashboard when the redirect points elsewhere', async () => {
    const { location } = renderAuthRoute('/oauth?token=t&redirect=https%3A%2F%2Fevil.example');

    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('says that a cancelled consent did not sign in, with a way back', () => {
    renderAuthRoute('/oauth?error=access_denied');

    expect(screen.getByRole('alert')).toHaveTextContent(
      'You cancelled the sign-in with the provider.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/authentication/signin',
    );
  });

  it('never shows the words of a crafted error query', () => {
    renderAuthRoute('/oauth?error=Call+0800+to+unlock+your+account');

    expect(screen.getByRole('alert')).toHaveTextContent(
      'The sign-in with the provider did not complete. Please try again.',
    );
  });

  it('reports a token the session refuses', async () => {
    renderAuthRoute('/oauth?token=revoked', {}, (services) => {
      jest.spyOn(services.session, 'signIn').mockRejectedValue(new Error('401'));
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('did not complete');
  });
});

describe('OAuth sign-in event', () => {
  it.each([
    ['/oauth?token=t&provider=google', 'google'],
    ['/oauth?token=t&provider=facebook', 'facebook'],
    ['/oauth?token=t', 'oauth'],
    ['/oauth?token=t&provider=myspace', 'oauth'],
  ])('tracks the sign-in of %s with method %s', async (url, method) => {
    const { services, location } = renderAuthRoute(url);

    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(services.tracked).toEqual([{ event: 'sign_in', data: { method } }]);
  });

  it('tracks nothing when the session refuses the token', async () => {
    const { services } = renderAuthRoute('/oauth?token=revoked&provider=google', {}, (fake) => {
      jest.spyOn(fake.session, 'signIn').mockRejectedValue(new Error('401'));
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('did not complete');
    expect(services.tracked).toEqual([]);
  });
});
