import {
  type Platform,
  adEvidenceEndpoint,
  announcementEvidenceEndpoint,
  followEvidenceEndpoint,
} from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { searchKeys } from '../../lib/query-keys';

/** Why the index holds the ad as it does: its crawl changes, newest first. */
export function adEvidenceQuery(api: ApiClient, platform: Platform, id: number) {
  return queryOptions({
    queryKey: searchKeys.adEvidence(platform, id),
    queryFn: ({ signal }) => api.call(adEvidenceEndpoint, { params: { platform, id } }, { signal }),
  });
}

/** The evidence of a follow's changes since the last visit (stale with the follows list). */
export function followEvidenceQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: searchKeys.followEvidence(id),
    queryFn: ({ signal }) => api.call(followEvidenceEndpoint, { params: { id } }, { signal }),
  });
}

/** The evidence of every change one notification announced. */
export function announcementEvidenceQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: searchKeys.announcementEvidence(id),
    queryFn: ({ signal }) => api.call(announcementEvidenceEndpoint, { params: { id } }, { signal }),
  });
}
