import { ApiReferenceView } from '../features/api-reference/components/api-reference-view';

/**
 * `/dashboard/api`: the API reference. No loader: the document comes from `/api/openapi.json`,
 * not from a call of the contract, and the page shows its own loading and error states.
 */
export function Component() {
  return <ApiReferenceView />;
}
