import type { AdDetail } from '@adlens/shared-contracts';
import { Card } from '@adlens/shared-ui';
import { FactList, listOrDash } from '../fact-list';
import { ExternalLink } from './external-link';

/** Shares come as percents (0-100), as dev-api and the campaign countries send them. */
const percent = (share: number) => `${Math.round(share)}%`;

export function Targeting({ ad }: { ad: AdDetail }) {
  const { targeting } = ad;
  return (
    <Card title="Targeting">
      <FactList
        facts={[
          [
            'Countries',
            listOrDash(
              targeting.countries.map((country) => `${country.code} ${percent(country.share)}`),
            ),
          ],
          ['Languages', listOrDash(targeting.languages)],
          ['Age', `${targeting.age_range.min}–${targeting.age_range.max}`],
          [
            'Gender',
            `Male ${percent(targeting.gender.male)}, female ${percent(targeting.gender.female)}`,
          ],
          ['Devices', listOrDash(targeting.devices)],
          ['OS', listOrDash(targeting.os)],
          ['Placements', listOrDash(targeting.placements)],
        ]}
      />
    </Card>
  );
}

export function LandingPage({ ad }: { ad: AdDetail }) {
  const { landing } = ad;
  return (
    <Card title="Landing page">
      <FactList
        facts={[
          ['Final URL', <ExternalLink key="url" url={landing.final_url} />],
          ['Domain', landing.domain],
          ['E-commerce', landing.ecommerce_platform ?? '—'],
          ['CMS', landing.cms ?? '—'],
          ['Funnel', landing.funnel ?? '—'],
          ['Trackers', listOrDash(landing.trackers)],
          ['Affiliate network', landing.affiliate_network ?? '—'],
        ]}
      />
    </Card>
  );
}
