import {
  type AdTagQueryField,
  type TagVocabularyTerm,
  defaultTagTerms,
  findTagTerm,
  nearestTagTermName,
} from '@adlens/shared-contracts';
import { fail } from '../../http/api-failure';
import { tagKey } from './ad-tag-rows';

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
 * several of the tagger's tags (a merge), any of which the ad's `tag_keys` may hold.
 */
export function tagCondition(
  where: SqlParams,
  family: AdTagQueryField,
  typed: string,
  teamTerms: readonly TagVocabularyTerm[] | undefined,
): string {
  const terms = teamTerms ?? DEFAULT_TERMS;
  const term = findTagTerm(terms, family, typed);
  if (!term) {
    throw fail.inline(
      'keyword',
      `Unknown ${family} tag "${typed}": did you mean ${family}:${nearestTagTermName(terms, family, typed) ?? ''}?`,
    );
  }
  const keys = term.tags.map((tag) => tagKey(family, tag));
  // Tested in place on the ad's row (migration 0031): a page walks the platform's ads in its order
  // and stops at its last row, and a count or a rare tag reads the (platform, tag_keys) index.
  return `a.tag_keys && ${where.param(keys)}::text[]`;
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
