import {
  ApiError,
  OPENAPI_DOCUMENT_URL,
  type ServedOpenApiDocument,
  servedOpenApiDocumentSchema,
} from '@adlens/shared-contracts';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/query-keys';

/** A failure in the shape the page's error state reads its message from. */
function loadFailure(message: string, status: number): ApiError {
  return new ApiError({ message, type: 'error' }, status);
}

async function fetchDocument(signal: AbortSignal): Promise<ServedOpenApiDocument> {
  const response = await fetch(OPENAPI_DOCUMENT_URL, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) {
    throw loadFailure(
      `The API description answered ${response.status}. Try again.`,
      response.status,
    );
  }
  const parsed = servedOpenApiDocumentSchema.safeParse(await response.json().catch(() => null));
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
