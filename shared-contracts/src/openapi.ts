// The contract's OpenAPI entry (decision 0058): the generator of the OpenAPI 3.1 document from the
// core's endpoint declarations. For the API server and tooling only: no browser bundle imports it
// (the page that renders the document fetches it from the API).

import './zod-locale';

export { CONTRACT_JSON_SCHEMA_OPTIONS, contractJsonSchema } from './openapi/contract-json-schema';
export { contractEndpoints } from './openapi/contract-endpoints';
export type { NamedEndpoint } from './openapi/contract-endpoints';
export { OPENAPI_DOCUMENT_ROUTE } from './openapi/document-url';
export { openApiDocument, tagOf } from './openapi/openapi-document';
export type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiPathItem,
  OpenApiResponse,
} from './openapi/openapi-types';
