import {
  campaignAdsEndpoint,
  campaignCountriesEndpoint,
  campaignCountryChartEndpoint,
  campaignEndpoint,
  campaignPublisherChartEndpoint,
  campaignPublishersEndpoint,
} from '@adlens/shared-contracts';
import { errorOf, okData } from '../../testing/contract';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ signIn: true });
let id: number;
beforeAll(async () => {
  const [row] = await server.db.query<{ id: number }>(
    `SELECT c.id FROM campaigns c JOIN ads a ON a.campaign_id = c.id WHERE c.platform = 'native'
     GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT 1`,
  );
  id = row?.id ?? 0;
});

const get = (path: string) =>
  server.request('GET', `/v1/native/campaign/${id}${path}`, { token: server.token });

test('the campaign header sums its ads, publishers, countries and days', async () => {
  const campaign = okData(campaignEndpoint, await get(''));
  expect(campaign.ads).toBeGreaterThan(0);
  expect(campaign.daily).toHaveLength(campaign.days_running);
  expect(campaign.networks.length).toBeGreaterThan(0);
  const ads = okData(campaignAdsEndpoint, await get('/data/ads?per_page=100'));
  expect(ads.total).toBe(campaign.ads);
  const countries = okData(campaignCountriesEndpoint, await get('/data/countries?per_page=100'));
  expect(countries.total).toBe(campaign.countries);
  const publishers = okData(campaignPublishersEndpoint, await get('/data/publishers?per_page=100'));
  expect(publishers.total).toBe(campaign.publishers);
});

test('a shorter period never finds more ads', async () => {
  const all = okData(campaignAdsEndpoint, await get('/data/ads'));
  const week = okData(campaignAdsEndpoint, await get('/data/ads?period=7'));
  expect(week.total).toBeLessThanOrEqual(all.total);
  expect(week.total).toBeGreaterThan(0);
});

test('charts hold at most five series over at most 120 points', async () => {
  for (const path of ['/chart/publisher', '/chart/country']) {
    const chart = okData(campaignPublisherChartEndpoint, await get(`${path}?period=90`));
    expect(chart.keys.length).toBeGreaterThan(0);
    expect(chart.keys.length).toBeLessThanOrEqual(5);
    expect(chart.points.length).toBeLessThanOrEqual(120);
    expect(chart.points[0]?.date).toBe(chart.from);
  }
  okData(campaignCountryChartEndpoint, await get('/chart/country'));
});

test('a campaign of another platform or an unknown one is a 404; a bad period a 400', async () => {
  expect(
    errorOf(await server.request('GET', `/v1/meta/campaign/${id}`, { token: server.token })),
  ).toMatchObject({
    status: 404,
  });
  expect(
    errorOf(await server.request('GET', '/v1/native/campaign/99999', { token: server.token })),
  ).toMatchObject({ status: 404 });
  expect(errorOf(await get('/data/ads?period=14'))).toMatchObject({
    status: 400,
    action: 'SNACKBAR',
  });
});

test('a page past the end of each list is empty but still reports the total', async () => {
  const ads = okData(campaignAdsEndpoint, await get('/data/ads?per_page=100'));
  const countries = okData(campaignCountriesEndpoint, await get('/data/countries?per_page=100'));
  const publishers = okData(campaignPublishersEndpoint, await get('/data/publishers?per_page=100'));
  const far = '?per_page=100&page=50';
  expect(okData(campaignAdsEndpoint, await get(`/data/ads${far}`))).toMatchObject({
    items: [],
    total: ads.total,
  });
  expect(okData(campaignCountriesEndpoint, await get(`/data/countries${far}`))).toMatchObject({
    items: [],
    total: countries.total,
  });
  expect(okData(campaignPublishersEndpoint, await get(`/data/publishers${far}`))).toMatchObject({
    items: [],
    total: publishers.total,
    total_pages: Math.ceil(publishers.total / 100),
  });
});

test('publishers and countries are sorted by the server across pages, in either direction', async () => {
  const all = okData(
    campaignPublishersEndpoint,
    await get('/data/publishers?per_page=100&sort=site&direction=asc'),
  ).items.map((item) => item.site);
  expect(all).toEqual([...all].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  const pages = await Promise.all(
    [1, 2].map(
      async (page) =>
        okData(
          campaignPublishersEndpoint,
          await get(`/data/publishers?per_page=2&page=${page}&sort=site&direction=asc`),
        ).items,
    ),
  );
  expect(pages.flat().map((item) => item.site)).toEqual(all.slice(0, 4));

  const shares = okData(
    campaignCountriesEndpoint,
    await get('/data/countries?per_page=100&sort=share&direction=asc'),
  ).items.map((item) => item.share);
  expect(shares).toEqual([...shares].sort((a, b) => a - b));
  expect(errorOf(await get('/data/countries?sort=site'))).toMatchObject({ status: 400 });
});
