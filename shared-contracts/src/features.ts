// The contract's features entry (decision 0074): endpoints and schemas that one page (and the
// server) reads, loaded with that page's chunk. The core is shared whole by the host at start-up,
// so every schema added there was paid on every first paint; a feature added here is paid only by
// the page that shows it. This entry carries its own copy of zod (18 KB gzip with the core schemas
// it reaches), so a page loads the section that reads it after its first paint. Public like the
// core: the OpenAPI document, the access matrix and the API key scopes cover both
// (public-exports.ts).

// Its schemas speak English like the core's.
import './zod-locale';

export { SIMILAR_ADS_LIMIT, similarAdsEndpoint } from './api/similar-ads';
export type { FirstRun, SimilarAd, SimilarAds } from './api/similar-ads';
export {
  OWNER_LANDING_ADS_LIMIT,
  OWNER_LANDING_PAGES_LIMIT,
  ownerLandingHistoryEndpoint,
} from './api/owner-landing-history';
export type { OwnerLandingHistory, OwnerLandingPage } from './api/owner-landing-history';
export {
  TAG_TERM_SYNONYMS_LIMIT,
  addTagSynonym,
  addTagSynonymEndpoint,
  removeTagSynonym,
  removeTagSynonymEndpoint,
  tagSynonymBodySchema,
} from './search/vocabulary/tag-synonyms';
export type { TagSynonymBody, TagVocabularyAddition } from './search/vocabulary/tag-synonyms';
