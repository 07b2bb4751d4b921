import { ApiError, OPENAPI_DOCUMENT_URL } from '@adlens/shared-contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { accountKeys } from '../../../lib/query-keys';

/** A JSON Schema as the page reads it: any object (its members are checked where they are read). */
const jsonSchema = z.record(z.string(), z.unknown());

const operationSchema = z.object({
  operationId: z.string(),
  summary: z.optional(z.string()),
  tags: z.optional(z.array(z.string())),
  parameters: z.optional(
    z.array(
      z.object({
        name: z.string(),
        in: z.string(),
        required: z.optional(z.boolean()),
        schema: z.optional(jsonSchema),
      }),
    ),
  ),
  requestBody: z.optional(
    z.object({ content: z.record(z.string(), z.object({ schema: z.optional(jsonSchema) })) }),
  ),
  responses: z.record(z.string(), z.unknown()),
  'x-adlens-scope': z.optional(z.nullable(z.string())),
  'x-adlens-credit-cost': z.optional(z.number()),
});
export type DocumentOperation = z.infer<typeof operationSchema>;

/**
 * The parts of the served OpenAPI document the page shows. Only the shape of an OpenAPI document:
 * the endpoints' own schemas stay in the contract and reach the page through the document.
 */
const documentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), operationSchema)),
});
export type ServedDocument = z.infer<typeof documentSchema>;

/** A failure in the shape the page's error state reads its message from. */
function loadFailure(message: string, status: number): ApiError {
  return new ApiError({ message, type: 'error' }, status);
}

async function fetchDocument(signal: AbortSignal): Promise<ServedDocument> {
  const response = await fetch(OPENAPI_DOCUMENT_URL, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) {
    throw loadFailure(`The API description answered ${response.status}. Try again.`, response.status);
  }
  const parsed = documentSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw loadFailure('The API description could not be read.', response.status);
  return parsed.data;
}

/** Kept for the page's life: the document is the same for everyone and changes with a release. */
export function openApiDocumentQuery() {
  return queryOptions({
    queryKey: accountKeys.openApiDocument(),
    queryFn: ({ signal }) => fetchDocument(signal),
    staleTime: Infinity,
  });
}
