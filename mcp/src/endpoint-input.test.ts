import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type Endpoint,
  createExportEndpoint,
  notificationsEndpoint,
  setAdCollectionsEndpoint,
} from '@adlens/shared-contracts';
import { z } from 'zod/mini';
import { endpointInput } from './endpoint-input';

test('path params and body fields sit side by side and go back to their parts', () => {
  const input = endpointInput(setAdCollectionsEndpoint);
  assert.deepEqual(Object.keys(input.schema.shape), ['platform', 'id', 'collection_ids']);
  const args = input.schema.parse({ platform: 'meta', id: '7', collection_ids: [3] });
  assert.deepEqual(input.split(args), {
    params: { platform: 'meta', id: 7 },
    query: undefined,
    body: { collection_ids: [3] },
  });
});

test('a query under a default wrapper gives its fields; left out, the defaults are sent', () => {
  const input = endpointInput(notificationsEndpoint);
  assert.deepEqual(Object.keys(input.schema.shape), ['page', 'per_page', 'unread']);
  assert.deepEqual(input.split(input.schema.parse({})), {
    params: undefined,
    query: { page: 1, per_page: 20 },
    body: undefined,
  });
});

test('a body that is not an object is the argument `body`, whole', () => {
  const input = endpointInput(createExportEndpoint);
  assert.deepEqual(Object.keys(input.schema.shape), ['body']);
  const body = { source: 'bookmarks', platform: 'meta' };
  assert.deepEqual(input.split({ body }).body, body);
});

test("a tool's own argument goes to no part; two arguments of one name are refused at start", () => {
  const input = endpointInput(setAdCollectionsEndpoint, { confirm: z.optional(z.boolean()) });
  assert.deepEqual(input.split({ platform: 'meta', id: 1, collection_ids: [], confirm: true }), {
    params: { platform: 'meta', id: 1 },
    query: undefined,
    body: { collection_ids: [] },
  });
  const clashing: Endpoint = {
    method: 'POST',
    path: '/v1/things/{id}',
    access: { kind: 'signed-in' },
    params: z.object({ id: z.number() }),
    query: z.undefined(),
    body: z.object({ id: z.number() }),
    data: z.object({}),
  };
  assert.throws(
    () => endpointInput(clashing),
    /POST \/v1\/things\/\{id\}: two arguments named "id"/,
  );
});
