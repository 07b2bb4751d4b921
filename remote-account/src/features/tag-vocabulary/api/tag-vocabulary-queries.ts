import { type RetagJob, retagJobEndpoint, tagVocabularyEndpoint } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/query-keys';

/** How often the page asks after a re-tag job that has not ended. */
export const RETAG_POLL_MS = 2_000;

/** The team's tag vocabulary (`GET /v1/tags/vocabulary`). */
export function tagVocabularyQuery(api: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.tagVocabulary(),
    queryFn: ({ signal }) => api.call(tagVocabularyEndpoint, {}, { signal }),
  });
}

export function isRunning(job: RetagJob | null): boolean {
  return job !== null && (job.state === 'queued' || job.state === 'running');
}

/** The team's latest re-tag job, asked again while it runs. */
export function retagJobQuery(api: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.retagJob(),
    queryFn: ({ signal }) => api.call(retagJobEndpoint, {}, { signal }),
    refetchInterval: (query) => (isRunning(query.state.data?.job ?? null) ? RETAG_POLL_MS : false),
  });
}
