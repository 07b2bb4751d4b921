export {
  RETAG_JOB_STATES,
  TAG_TERM_NAME_PATTERN,
  mergeTagsBodySchema,
  renameTagBodySchema,
  retagJobSchema,
  tagQueryFamilySchema,
  tagTermNameSchema,
  tagVocabularyTermSchema,
  tagVocabularySchema,
} from './tag-vocabulary-schemas';
export type {
  MergeTagsBody,
  RenameTagBody,
  RetagJob,
  RetagJobState,
  TagVocabularyTerm,
  TagVocabulary,
} from './tag-vocabulary-schemas';
export {
  defaultTagTerms,
  findTagTerm,
  mergeTagTerms,
  nearestTagTermName,
  renameTagTerm,
} from './tag-vocabulary-terms';
export type { TagVocabularyChange } from './tag-vocabulary-terms';
export { queryNamesTag, renameTagInQuery } from './tag-vocabulary-query';
export {
  mergeTagsEndpoint,
  renameTagEndpoint,
  retagJobEndpoint,
  tagVocabularyEndpoint,
} from './tag-vocabulary-endpoints';
