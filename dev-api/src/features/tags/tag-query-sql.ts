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
 * several of the tagger's tags (a merge), each an index range of `ad_tags` per platform.
 */
export function tagCondition(
  where: SqlParams,
  family: AdTagQueryField,
  typed: string,
  scope: { platform: string; terms?: readonly TagVocabularyTerm[] | undefined },
): string {
  const terms = scope.terms ?? DEFAULT_TERMS;
  const term = findTagTerm(terms, family, typed);
  if (!term) {
    throw fail.inline(
      'keyword',
      `Unknown ${family} tag "${typed}": did you mean ${family}:${nearestTagTermName(terms, family, typed) ?? ''}?`,
    );
  }
  const tags = term.tags.map((tag) => where.param(tag)).join(', ');
  // Uncorrelated, and narrowed to the searched platform (migration 0030): under AND the planner
  // makes it a semi-join, under OR or NOT a hashed set read once from the index alone. Correlated
  // (EXISTS ... t.ad_id = a.id) it read the tag's rows of every platform, with the heap, under OR.
  return `a.id IN (SELECT t.ad_id FROM ad_tags t WHERE t.family = ${where.param(family)} AND t.tag IN (${tags}) AND t.platform = ${where.param(scope.platform)})`;
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
