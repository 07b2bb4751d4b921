import { z } from 'zod/mini';
import type { JsonSchema } from './openapi-types';

/**
 * The one way a contract schema becomes JSON Schema (zod 4's own `toJSONSchema`, decision 0058).
 * `io: 'input'` because every schema in the document describes what crosses the wire: a request as
 * the server parses it, a response as the client parses it (a default is then optional, a
 * transform's input is what is sent). A file of a multipart body is binary.
 */
export const CONTRACT_JSON_SCHEMA_OPTIONS = {
  target: 'draft-2020-12',
  io: 'input',
  reused: 'inline',
  unrepresentable: ({ zodSchema, message }) => {
    if (zodSchema._zod.def.type === 'custom') {
      return { type: 'string', contentMediaType: 'application/octet-stream' };
    }
    throw new Error(message);
  },
} satisfies z.core.ToJSONSchemaParams;

/** A contract schema as JSON Schema, without the `$schema` line (the document names the dialect). */
export function contractJsonSchema(schema: z.ZodMiniType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, CONTRACT_JSON_SCHEMA_OPTIONS);
  return rest;
}

/** An endpoint part that is declared (`z.undefined()` stands for "none"). */
export function isDeclared(schema: z.ZodMiniType): boolean {
  return schema._zod.def.type !== 'undefined';
}
