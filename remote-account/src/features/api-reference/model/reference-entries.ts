import type { ServedOpenApiDocument, ServedOpenApiOperation } from '@adlens/shared-contracts';

type Schema = Record<string, unknown>;

export interface ReferenceField {
  name: string;
  type: string;
  required: boolean;
  /** Where a parameter goes: `path` or `query`; a body or response field has none. */
  place?: string;
}

/** One endpoint as the page lists and shows it. */
export interface ReferenceEntry {
  /** The operation's id, the value of `?endpoint=` in the page's URL. */
  id: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  /** The API key scope; null: a session only; undefined: public, no credential needed. */
  scope: string | null | undefined;
  creditCost: number | undefined;
  parameters: ReferenceField[];
  bodyFields: ReferenceField[];
  responseFields: ReferenceField[];
}

export interface ReferenceGroup {
  tag: string;
  entries: ReferenceEntry[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head'];
/** Most enum values a type label spells out. */
const MAX_ENUM_VALUES = 6;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function alternativesOf(schema: Schema): Schema[] | null {
  const alternatives = schema.oneOf ?? schema.anyOf;
  return Array.isArray(alternatives) ? alternatives.filter(isSchema) : null;
}

/** A short, readable type: `string`, `integer[]`, `"active" | "inactive"`, `object | null`. */
export function typeLabel(schema: unknown): string {
  if (!isSchema(schema)) return 'any';
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.slice(0, MAX_ENUM_VALUES).map((value) => JSON.stringify(value));
    return schema.enum.length > MAX_ENUM_VALUES ? `${values.join(' | ')} | …` : values.join(' | ');
  }
  const alternatives = alternativesOf(schema);
  if (alternatives) return [...new Set(alternatives.map(typeLabel))].join(' | ');
  if (schema.type === 'array') return `${typeLabel(schema.items)}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return typeof schema.type === 'string' ? schema.type : 'any';
}

/** The fields of an object schema; of each alternative of a union, once per name. */
function fieldsOf(schema: unknown): ReferenceField[] {
  if (!isSchema(schema)) return [];
  const alternatives = alternativesOf(schema);
  if (alternatives) {
    const byName = new Map<string, ReferenceField>();
    for (const field of alternatives.flatMap(fieldsOf)) {
      const known = byName.get(field.name);
      byName.set(
        field.name,
        known ? { ...known, required: known.required && field.required } : field,
      );
    }
    return [...byName.values()];
  }
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(properties).map(([name, property]) => ({
    name,
    type: typeLabel(property),
    required: required.includes(name),
  }));
}

/** The `data` of each success envelope the operation may answer. */
function successData(operation: ServedOpenApiOperation): Schema[] {
  const success = operation.responses['200'];
  const content = isSchema(success) && isSchema(success.content) ? success.content : {};
  const json = content['application/json'];
  const envelope = isSchema(json) && isSchema(json.schema) ? json.schema : {};
  const envelopes = alternativesOf(envelope) ?? [envelope];
  return envelopes.flatMap((one) =>
    isSchema(one.properties) && isSchema(one.properties.data) ? [one.properties.data] : [],
  );
}

function responseFieldsOf(operation: ServedOpenApiOperation): ReferenceField[] {
  const data = successData(operation);
  const fields = fieldsOf(data.length === 1 ? data[0] : { oneOf: data });
  if (fields.length > 0 || data.length === 0) return fields;
  // A list or a plain value: one row for the whole `data`.
  return [
    {
      name: 'data',
      type: typeLabel(data.length === 1 ? data[0] : { oneOf: data }),
      required: true,
    },
  ];
}

function entryOf(path: string, method: string, operation: ServedOpenApiOperation): ReferenceEntry {
  const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
  return {
    id: operation.operationId,
    method: method.toUpperCase(),
    path,
    summary: operation.summary ?? operation.operationId,
    tag: operation.tags?.[0] ?? 'other',
    scope: operation['x-adlens-scope'],
    creditCost: operation['x-adlens-credit-cost'],
    parameters: (operation.parameters ?? []).map((parameter) => ({
      name: parameter.name,
      type: typeLabel(parameter.schema),
      required: parameter.required ?? false,
      place: parameter.in,
    })),
    bodyFields: fieldsOf(body),
    responseFields: responseFieldsOf(operation),
  };
}

/** The document's operations grouped by tag, tags and paths in alphabetical order. */
export function referenceGroups(document: ServedOpenApiDocument): ReferenceGroup[] {
  const groups = new Map<string, ReferenceEntry[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const entry = entryOf(path, method, operation);
      groups.set(entry.tag, [...(groups.get(entry.tag) ?? []), entry]);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, entries]) => ({
      tag,
      entries: entries.sort(
        (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
      ),
    }));
}
