/**
 * @jest-environment node
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../errors/api-error';
import { errorMetaSchema } from '../errors/error-meta';
import { createFakeHostServices } from '../testing/fake-host-services';
import { runPageLoader, statusPagePath } from './page-data-failure';

const failure = (status: number) => new ApiError(errorMetaSchema.parse({ message: 'x' }), status);

function argsAt(url: string) {
  return {
    request: new Request(url),
    params: {},
    api: createFakeHostServices().api,
    queryClient: new QueryClient(),
  };
}

describe('runPageLoader (the page-data failure rule)', () => {
  it("hands back the loader's data, null for none", async () => {
    expect(await runPageLoader(async () => ({ ok: 1 }), argsAt('http://a.test/x'))).toEqual({
      ok: 1,
    });
    expect(await runPageLoader(async () => undefined, argsAt('http://a.test/x'))).toBeNull();
  });

  it('sends a failure with a status to /{status}, with the page as redirect', async () => {
    const failed = jest.fn();
    const thrown = await runPageLoader(
      async () => {
        throw failure(402);
      },
      argsAt('http://a.test/dashboard/team?x=1'),
      failed,
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe(
      statusPagePath(402, '/dashboard/team?x=1'),
    );
    expect(failed).toHaveBeenCalledWith('/402');
  });

  it('keeps the page when the API gave no answer (the page shows its retry)', async () => {
    const failed = jest.fn();
    const result = await runPageLoader(
      async () => {
        throw failure(0);
      },
      argsAt('http://a.test/dashboard/team'),
      failed,
    );
    expect(result).toBeNull();
    expect(failed).not.toHaveBeenCalled();
  });

  it('keeps the page on any failure without a status (its query shows the failure)', async () => {
    const result = await runPageLoader(async () => {
      throw new TypeError('fetch failed');
    }, argsAt('http://a.test/x'));
    expect(result).toBeNull();
  });
});

describe('statusPagePath', () => {
  it('carries the failed page as redirect', () => {
    expect(statusPagePath(404, '/meta/ads/1?a=b')).toBe('/404?redirect=%2Fmeta%2Fads%2F1%3Fa%3Db');
  });
});
