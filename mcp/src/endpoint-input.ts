import type { Endpoint } from '@adlens/shared-contracts';
import { z } from 'zod/mini';

/** Where each argument of a tool goes in the endpoint's request. */
type Part = 'params' | 'query' | 'body';

export interface RequestParts {
  params: Record<string, unknown> | undefined;
  query: Record<string, unknown> | undefined;
  body: unknown;
}

export interface EndpointInput {
  /** One object schema of every argument: the MCP tool's input schema. */
  readonly schema: z.ZodMiniObject;
  /** Sorts validated arguments back into the request's path params, query and body. */
  split(args: Record<string, unknown>): RequestParts;
}

/** The fields of an object schema, also under a `_default` wrapper; null for anything else. */
function objectShape(schema: z.core.$ZodType): Readonly<Record<string, z.core.$ZodType>> | null {
  if (schema instanceof z.ZodMiniDefault) return objectShape(schema._zod.def.innerType);
  if (schema instanceof z.ZodMiniObject) return schema.shape;
  return null;
}

/**
 * An MCP tool's input schema made of the contract's own schemas of an endpoint (no second copy):
 * the fields of its path params, query and body side by side, one object as MCP wants. A body that
 * is not an object (a union, say) stays whole under the `body` argument. `extra` adds arguments of
 * the tool's own that the request does not carry (the read-ad tool's `confirm`).
 */
export function endpointInput(
  endpoint: Endpoint,
  extra: Record<string, z.ZodMiniType> = {},
): EndpointInput {
  const fields: Record<string, z.core.$ZodType> = {};
  const partOf = new Map<string, Part>();
  const wholeParts = new Set<Part>();
  const add = (name: string, schema: z.core.$ZodType, part: Part | null) => {
    if (name in fields) {
      throw new Error(`${endpoint.method} ${endpoint.path}: two arguments named "${name}"`);
    }
    fields[name] = schema;
    if (part) partOf.set(name, part);
  };
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = endpoint[part];
    if (schema._zod.def.type === 'undefined') continue;
    const shape = objectShape(schema);
    if (shape) {
      for (const [name, field] of Object.entries(shape)) add(name, field, part);
    } else {
      add(part, schema, part);
      wholeParts.add(part);
    }
  }
  for (const [name, schema] of Object.entries(extra)) add(name, schema, null);

  return {
    schema: z.object(fields),
    split(args) {
      const parts: Record<Part, Record<string, unknown> | undefined> = {
        params: undefined,
        query: undefined,
        body: undefined,
      };
      const whole: Partial<Record<Part, unknown>> = {};
      for (const [name, value] of Object.entries(args)) {
        const part = partOf.get(name);
        if (!part || value === undefined) continue;
        if (wholeParts.has(part)) whole[part] = value;
        else parts[part] = { ...parts[part], [name]: value };
      }
      const bodyPart = endpoint.body._zod.def.type === 'undefined' ? undefined : {};
      return {
        params: parts.params,
        query: parts.query,
        // An endpoint with a body gets one even when every field was left out (its defaults apply).
        body: 'body' in whole ? whole.body : (parts.body ?? bodyPart),
      };
    },
  };
}
