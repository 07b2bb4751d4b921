import { z } from 'zod/mini';
import { access } from '../../api/access';
import { defineEndpoint } from '../../api/endpoint';
import {
  mergeTagsBodySchema,
  renameTagBodySchema,
  retagJobSchema,
  tagVocabularySchema,
} from './tag-vocabulary-schemas';

/** The signed-in user's team vocabulary (the default one until the team changes it). */
export const tagVocabularyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/tags/vocabulary',
  access: access.signedIn(),
  data: tagVocabularySchema,
});

/** Renames a term (team owner only); 409 names the saved filters it would orphan. */
export const renameTagEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/tags/vocabulary/rename',
  access: access.signedIn(),
  body: renameTagBodySchema,
  data: tagVocabularySchema,
});

/** Merges one term into another (team owner only); 409 as for a rename. */
export const mergeTagsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/tags/vocabulary/merge',
  access: access.signedIn(),
  body: mergeTagsBodySchema,
  data: tagVocabularySchema,
});

/**
 * The team's latest re-tag job, its state and progress (null before the first change): what the
 * vocabulary page polls while a job runs. Members read it as the owner does.
 */
export const retagJobEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/tags/vocabulary/job',
  access: access.signedIn(),
  data: z.object({ job: z.nullable(retagJobSchema) }),
});
