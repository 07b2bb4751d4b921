import { type Endpoint, errorBodySchema, successBodySchema } from '@adlens/shared-contracts';
import type { z } from 'zod';
import type { TestResponse } from './test-server';

/** The success body's data, parsed with the endpoint's own schema (a contract check). */
export function okData<E extends Endpoint>(
  endpoint: E,
  response: TestResponse,
): z.output<E['data']> {
  if (response.status !== 200)
    throw new Error(`expected 200, got ${response.status}: ${JSON.stringify(response.json)}`);
  return successBodySchema(endpoint.data).parse(response.json).data;
}

/** The error body's meta with the HTTP status, parsed with the shared error schema. */
export function errorOf(response: TestResponse) {
  return { status: response.status, ...errorBodySchema.parse(response.json).meta };
}
