/** Where the API is mounted on the app's origin (dev-api, `pnpm serve` and the dev proxy agree). */
const API_MOUNT = '/api';

/** The OpenAPI document's route inside the API (decision 0058). */
export const OPENAPI_DOCUMENT_ROUTE = '/openapi.json';

/** The OpenAPI document's address on the app's origin, for the page that renders it. */
export const OPENAPI_DOCUMENT_URL = `${API_MOUNT}${OPENAPI_DOCUMENT_ROUTE}`;
