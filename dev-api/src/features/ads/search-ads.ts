import type { AdSearchData, Platform, adSearchBodySchema } from '@adlens/shared-contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import { CARD_COLUMNS, CARD_JOINS, bookmarkedColumn, toAdCard } from './ad-row';
import { SqlWhere, applyAdFilters, orderBy } from './search-sql';

type SearchBody = z.output<typeof adSearchBodySchema>;

/** One page of ads matching the filters, with the total count. `ownerId` narrows to one owner. */
export async function searchAds(
  db: Queryable,
  input: { platform: Platform; body: SearchBody; userId: number | null; ownerId?: number },
): Promise<AdSearchData> {
  const { body } = input;
  const where = new SqlWhere();
  applyAdFilters(where, input.platform, body);
  if (input.ownerId !== undefined) where.add(`a.owner_id = ${where.param(input.ownerId)}`);
  const countParams = [...where.params];
  const whereSql = where.toSql();
  const order = orderBy(where, body.sort, body.keyword);
  const user = where.param(input.userId);
  const limit = where.param(body.per_page);
  const offset = where.param((body.page - 1) * body.per_page);
  const [rows, counted] = await Promise.all([
    db.query(
      `SELECT ${CARD_COLUMNS}, ${bookmarkedColumn(`${user}::int`)}
       FROM ads a ${CARD_JOINS} ${whereSql} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ads a ${whereSql}`,
      countParams,
    ),
  ]);
  const total = counted[0]?.total ?? 0;
  return {
    items: rows.map(toAdCard),
    total,
    page: body.page,
    per_page: body.per_page,
    total_pages: Math.ceil(total / body.per_page),
  };
}
