export {
  AD_TAG_FAMILIES,
  AD_TAG_QUERY_FIELDS,
  AD_TAG_VOCABULARY,
  AD_TAG_VOCABULARY_VERSION,
  AD_TEXT_FIELDS,
  adTagEvidenceSchema,
  adTagSchema,
  isAdTag,
  nearestAdTag,
  readTagTerm,
} from './ad-tag-vocabulary';
export type {
  AdTag,
  AdTagEvidence,
  AdTagFamily,
  AdTagQueryField,
  AdTextField,
  TagTerm,
} from './ad-tag-vocabulary';
