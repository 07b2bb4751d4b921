import type { AdFilters } from '@adlens/shared-contracts';
import type { FilterField } from './filter-fields';
import type { UnreadParam } from './filter-url';

interface SearchChange {
  before: AdFilters;
  after: AdFilters;
  /** Fields whose unread values the change replaces although their readable value stayed. */
  drop: readonly FilterField[];
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function hasFilters(filters: AdFilters): boolean {
  return Object.keys(filters).some((key) => key !== 'keyword');
}

/**
 * The URL of a new search with the unread values of the old one carried over, so that changing
 * the sort or another filter never loses them in silence; those of a field the change set anew,
 * or named in `drop`, are gone: the user replaced them, as are all filters' when it cleared them.
 */
export function keepUnread(
  written: URLSearchParams,
  unread: readonly UnreadParam[],
  { before, after, drop }: SearchChange,
): URLSearchParams {
  const next = new URLSearchParams(written);
  // "Clear filters" leaves the keyword alone and takes every filter off, unread values included.
  const cleared = hasFilters(before) && !hasFilters(after);
  for (const { field, name, value } of unread) {
    if (drop.includes(field) || !sameValue(before[field], after[field])) continue;
    if (cleared && field !== 'keyword') continue;
    next.append(name, value);
  }
  return next;
}

/** The fields of the unread values: what "drop them all" hands to a change. */
export function unreadFields(unread: readonly UnreadParam[]): FilterField[] {
  return [...new Set(unread.map(({ field }) => field))];
}
