import {
  type AdTagQueryField,
  type TagVocabularyTerm,
  defaultTagTerms,
  findTagTerm,
  nearestTagTermName,
} from '@adlens/shared-contracts';
import { fail } from '../../http/api-failure';

/*
 * The creative tag fields of the boolean query (`hook:question`, decision 0062) and `days:` ranges
 * (`days:>30`), as conditions over `ads a`. A tag outside the vocabulary is refused by name, with
 * the nearest known tag, rather than matching nothing in silence.
 */

interface SqlParams {
  param(value: unknown): string;
}

const DEFAULT_TERMS = defaultTagTerms();

/**
 * `typed` is a name or synonym of the team's vocabulary (decision 0068); its term may gather
 * several of the tagger's tags (a merge), each an index range of `ad_tags`.
 */
export function tagCondition(
  where: SqlParams,
  family: AdTagQueryField,
  typed: string,
  terms: readonly TagVocabularyTerm[] = DEFAULT_TERMS,
): string {
  const term = findTagTerm(terms, family, typed);
  if (!term) {
    throw fail.inline(
      'keyword',
      `Unknown ${family} tag "${typed}": did you mean ${family}:${nearestTagTermName(terms, family, typed) ?? ''}?`,
    );
  }
  const tags = term.tags.map((tag) => where.param(tag)).join(', ');
  // The platform joins the tag's index range (migration 0030): the planner carries the search's
  // platform over from a.platform, so only that platform's rows of the tag are read.
  return `EXISTS (SELECT 1 FROM ad_tags t WHERE t.family = ${where.param(family)} AND t.tag IN (${tags}) AND t.platform = a.platform AND t.ad_id = a.id)`;
}

const DAYS_RANGE = /^(>=|<=|>|<|=)?(\d{1,5})$/;
const DAYS_OPERATORS = new Map([
  ['>', '>'],
  ['>=', '>='],
  ['<', '<'],
  ['<=', '<='],
  ['=', '='],
  ['', '='],
]);

/** `days:>30`, `days:<=7` or `days:14`: days the ad ran, compared as written. */
export function daysCondition(where: SqlParams, typed: string): string {
  const range = DAYS_RANGE.exec(typed);
  const operator = DAYS_OPERATORS.get(range?.[1] ?? '');
  if (!range || !operator) {
    throw fail.inline(
      'keyword',
      `days: needs a number of days, with >, >=, <, <= or = before it (days:>30), not "${typed}"`,
    );
  }
  return `a.days_running ${operator} ${where.param(Number(range[2]))}`;
}
