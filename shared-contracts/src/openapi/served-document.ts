import { z } from 'zod/mini';

/** A JSON Schema as a reader of the document takes it: an object whose members it checks itself. */
const jsonSchemaObject = z.record(z.string(), z.unknown());

const servedOperationSchema = z.object({
  operationId: z.string(),
  summary: z.optional(z.string()),
  tags: z.optional(z.array(z.string())),
  parameters: z.optional(
    z.array(
      z.object({
        name: z.string(),
        in: z.string(),
        required: z.optional(z.boolean()),
        schema: z.optional(jsonSchemaObject),
      }),
    ),
  ),
  requestBody: z.optional(
    z.object({
      content: z.record(z.string(), z.object({ schema: z.optional(jsonSchemaObject) })),
    }),
  ),
  responses: z.record(z.string(), z.unknown()),
  'x-adlens-scope': z.optional(z.nullable(z.string())),
  'x-adlens-credit-cost': z.optional(z.number()),
});
export type ServedOpenApiOperation = z.infer<typeof servedOperationSchema>;

/**
 * What a reader of `/api/openapi.json` (the API reference page) may rely on, checked when it
 * arrives: the shape of the generated document, not a copy of any endpoint's schema (those reach
 * the reader inside the document). `openapi-document.test.ts` parses the generated one with it.
 */
export const servedOpenApiDocumentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), servedOperationSchema)),
});
export type ServedOpenApiDocument = z.infer<typeof servedOpenApiDocumentSchema>;
