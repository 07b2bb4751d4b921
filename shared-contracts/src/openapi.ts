// The contract's OpenAPI entry (decision 0058): the generator of the OpenAPI 3.1 document from the
// core's endpoint declarations. For the API server and tooling only: no browser bundle imports it
// (the page that renders the document fetches it from the API).

import './zod-locale';

export { OPENAPI_DOCUMENT_ROUTE } from './openapi/document-url';
export { openApiDocument } from './openapi/openapi-document';
