import {
  campaignAdsEndpoint,
  campaignCountriesEndpoint,
  campaignCountryChartEndpoint,
  campaignCountrySchema,
  campaignEndpoint,
  campaignPublisherChartEndpoint,
  campaignPublisherSchema,
  campaignPublishersEndpoint,
} from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import type { AppContext } from '../../http/app-context';
import { userRoute } from '../../http/route';
import { CARD_COLUMNS, CARD_JOINS, bookmarkedColumn, toAdCard } from '../ads/ad-row';
import { campaignDetail, campaignWindow, findCampaign } from './campaign-detail';
import { orderBy, pagedList, topSeriesChart } from './campaign-data';

/** Items of the window; without a window (no ads) nothing matches. */
const NO_DAYS = { from: '9999-12-31', to: '0001-01-01' };

/** The result columns each sortable column of the contract orders by. */
const PUBLISHER_COLUMNS = {
  site: 'ap.site',
  network: 'network',
  ads: 'ads',
  count: 'count',
  first_seen: 'first_seen',
  last_seen: 'last_seen',
} as const;
const COUNTRY_COLUMNS = { country: 'c', ads: 'ads', share: 'share' } as const;

export function registerCampaignRoutes(router: Hono, app: AppContext): void {
  userRoute(router, app, campaignEndpoint, ({ params }) =>
    campaignDetail(app.db, params.platform, params.id),
  );

  userRoute(router, app, campaignAdsEndpoint, async ({ params, query, session }) => {
    const campaign = await findCampaign(app.db, params.platform, params.id);
    const window = campaignWindow(campaign, query.period) ?? NO_DAYS;
    return pagedList(
      app.db,
      `SELECT ${CARD_COLUMNS}, ${bookmarkedColumn('$4::int')}, count(*) OVER ()::int AS total
       FROM ads a ${CARD_JOINS}
       WHERE a.campaign_id = $1 AND a.last_seen >= $2::date AND a.first_seen <= $3::date
       ORDER BY a.last_seen DESC, a.id DESC`,
      [params.id, window.from, window.to, session.user.id],
      query,
      toAdCard,
    );
  });

  userRoute(router, app, campaignPublishersEndpoint, async ({ params, query }) => {
    const order = orderBy(PUBLISHER_COLUMNS, query.sort, query.direction, 'count DESC');
    const campaign = await findCampaign(app.db, params.platform, params.id);
    const window = campaignWindow(campaign, query.period) ?? NO_DAYS;
    return pagedList(
      app.db,
      `SELECT ap.site, mode() WITHIN GROUP (ORDER BY ap.network) AS network,
         count(DISTINCT ap.ad_id)::int AS ads, sum(ap.count)::int AS count,
         min(ap.first_seen)::text AS first_seen, max(ap.last_seen)::text AS last_seen,
         count(*) OVER ()::int AS total
       FROM ad_publishers ap JOIN ads a ON a.id = ap.ad_id
       WHERE a.campaign_id = $1 AND ap.last_seen >= $2::date AND ap.first_seen <= $3::date
       GROUP BY ap.site ORDER BY ${order}, ap.site`,
      [params.id, window.from, window.to],
      query,
      (row) => campaignPublisherSchema.parse(row),
    );
  });

  userRoute(router, app, campaignCountriesEndpoint, async ({ params, query }) => {
    const order = orderBy(COUNTRY_COLUMNS, query.sort, query.direction, 'ads DESC');
    const campaign = await findCampaign(app.db, params.platform, params.id);
    const window = campaignWindow(campaign, query.period) ?? NO_DAYS;
    return pagedList(
      app.db,
      `WITH inside AS (SELECT id, countries FROM ads
         WHERE campaign_id = $1 AND last_seen >= $2::date AND first_seen <= $3::date)
       SELECT c AS country, count(*)::int AS ads,
         round(100.0 * count(*) / (SELECT count(*) FROM inside), 1)::float8 AS share,
         count(*) OVER ()::int AS total
       FROM inside, unnest(inside.countries) c
       GROUP BY c ORDER BY ${order}, c`,
      [params.id, window.from, window.to],
      query,
      (row) => campaignCountrySchema.parse(row),
    );
  });

  userRoute(router, app, campaignPublisherChartEndpoint, async ({ params, query }) => {
    const campaign = await findCampaign(app.db, params.platform, params.id);
    return topSeriesChart(
      app.db,
      `SELECT ap.site AS key, ap.first_seen, ap.last_seen FROM ad_publishers ap
       JOIN ads a ON a.id = ap.ad_id WHERE a.campaign_id = $1`,
      [params.id],
      campaignWindow(campaign, query.period),
    );
  });

  userRoute(router, app, campaignCountryChartEndpoint, async ({ params, query }) => {
    const campaign = await findCampaign(app.db, params.platform, params.id);
    return topSeriesChart(
      app.db,
      `SELECT c AS key, a.first_seen, a.last_seen FROM ads a, unnest(a.countries) c
       WHERE a.campaign_id = $1`,
      [params.id],
      campaignWindow(campaign, query.period),
    );
  });
}
