import type { z } from 'zod/mini';
import type { ApiKeyScope } from '../api/api-keys';
import type { HttpMethod } from '../api/endpoint';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as zod writes it. */
export type JsonSchema = z.core.JSONSchema.BaseSchema;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface OpenApiMediaType {
  schema: JsonSchema;
}

export interface OpenApiHeader {
  description: string;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, OpenApiHeader>;
  content?: Record<string, OpenApiMediaType>;
}

/** `{ $ref: '#/components/...' }`. */
export interface OpenApiReference {
  $ref: string;
}

/** One requirement: every scheme named must be met; the array lists the key scope it needs. */
export type OpenApiSecurityRequirement = Record<string, string[]>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters: OpenApiParameter[];
  requestBody?: { required: true; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse | OpenApiReference>;
  /** Alternatives: any one requirement suffices; `{}` means that no credential is needed. */
  security: OpenApiSecurityRequirement[];
  /** The API key scope the call needs (decision 0057); null: a session only. Absent: public. */
  'x-adlens-scope'?: ApiKeyScope | null;
  /** Credits a call charges (a repeat view of a paid ad and a dry run charge nothing). */
  'x-adlens-credit-cost'?: number;
  /** The contract's endpoints this operation answers, when several share its method and path. */
  'x-adlens-endpoints': string[];
}

export type OpenApiPathItem = Partial<Record<Lowercase<HttpMethod>, OpenApiOperation>>;

export interface OpenApiSecurityScheme {
  type: 'http';
  scheme: 'bearer';
  bearerFormat?: string;
  description: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string }[];
  paths: Record<string, OpenApiPathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<'session' | 'apiKey', OpenApiSecurityScheme>;
  };
}
