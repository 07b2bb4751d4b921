import { errorBodySchema, successBodySchema } from '@adlens/shared-contracts';
import { z } from 'zod';
import type { TestResponse } from './test-server';

/** The success body's data, parsed with the endpoint's own schema (a contract check). */
export function okData<Data extends z.core.$ZodType>(
  endpoint: { data: Data },
  response: TestResponse,
): z.output<Data> {
  if (response.status !== 200)
    throw new Error(`expected 200, got ${response.status}: ${JSON.stringify(response.json)}`);
  const envelope = successBodySchema(z.unknown()).parse(response.json);
  return z.parse(endpoint.data, envelope.data);
}

/** The error body's meta with the HTTP status, parsed with the shared error schema. */
export function errorOf(response: TestResponse) {
  return { status: response.status, ...errorBodySchema.parse(response.json).meta };
}
