export { KEYWORD_FIELDS, KEYWORD_QUERY_LIMITS } from './keyword-query';
export type {
  KeywordField,
  KeywordGroup,
  KeywordNode,
  KeywordNot,
  KeywordParseResult,
  KeywordQueryError,
  KeywordTerm,
} from './keyword-query';
export { parseKeywordQuery } from './keyword-parser';
export { keywordTermText, printKeywordQuery } from './keyword-printer';
export { replaceTrailingTerm, trailingTerm } from './keyword-trailing-term';
