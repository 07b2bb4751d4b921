import { PLATFORMS, type Platform, adSearchBodySchema } from '@adlens/shared-contracts';
import { useTestServer } from '../../testing/use-test-server';
import { searchStatements } from './search-ads';

const server = useTestServer();

/** The plan of the total's count in a search's statement, as the planner picks it for a large table. */
async function countPlan(platform: Platform, filters: object, settings: string): Promise<string> {
  const body = adSearchBodySchema.parse(filters);
  const [statement] = searchStatements({ platform, body, userId: 1 }, 'counted');
  if (!statement) throw new Error('no statement');
  const plan = await server.db.transaction(async (tx) => {
    // The tiny test seed fits a few pages, where reading the table is cheapest: the planner is
    // asked for the plan it takes once the table is large.
    await tx.exec(settings);
    const rows = await tx.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN ${statement.sql}`,
      statement.params,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
  return plan.slice(plan.indexOf('InitPlan'));
}

test.each([
  [{ countries: ['US'], status: 'active' }],
  [{ ctas: ['Shop Now'], media_type: ['video'] }],
  [{ ecommerce_platforms: ['Shopify'], countries: ['Tier 1'] }],
])('the total of a filter on %j is counted from the facets index alone', async (filters) => {
  expect(
    await countPlan(
      'meta',
      filters,
      'SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off;',
    ),
  ).toMatch(/Index Only Scan using ads_platform_facets/);
});

test.each(PLATFORMS)(
  'a keyword on %s reads the trigram index of that platform only',
  async (platform) => {
    expect(
      await countPlan(platform, { keyword: 'shoes' }, 'SET LOCAL enable_seqscan = off;'),
    ).toMatch(new RegExp(`Bitmap Index Scan on ads_search_trgm_${platform}\\b`));
  },
);
