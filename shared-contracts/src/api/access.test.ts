import { z } from 'zod/mini';
import { access } from './access';
import { defineEndpoint } from './endpoint';

const params = z.object({ id: z.coerce.number() });
const data = z.object({ deleted: z.number() });

describe('endpoint access', () => {
  it('keeps the declared rules on the endpoint, literal types included', () => {
    const endpoint = defineEndpoint({
      method: 'DELETE',
      path: '/v1/things/{id}',
      access: access.signedIn({ owner: { param: 'id', resource: 'collection' }, area: 'payment' }),
      params,
      data,
    });
    const param: 'id' = endpoint.access.owner.param;
    expect(param).toBe('id');
    expect(endpoint.access).toEqual({
      kind: 'signed-in',
      owner: { param: 'id', resource: 'collection' },
      area: 'payment',
    });
  });

  it('refuses at compile time an endpoint without access or an owner rule naming no param', () => {
    // @ts-expect-error: access is required
    const undeclared = defineEndpoint({ method: 'GET', path: '/v1/things', data });
    expect(undeclared.access).toBeUndefined();
    const misnamed = defineEndpoint({
      method: 'DELETE',
      path: '/v1/things/{id}',
      // @ts-expect-error: `thing` is not a path param of this endpoint
      access: access.signedIn({ owner: { param: 'thing', resource: 'collection' } }),
      params,
      data,
    });
    expect(misnamed.access.kind).toBe('signed-in');
  });
});
