import { type AdDetail, ENGAGEMENT_KEYS } from '@adlens/shared-contracts';
import { Card, formatCompactNumber, formatDate } from '@adlens/shared-ui';
import type { ReactNode } from 'react';
import { ExternalLink } from './external-link';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="detail-facts">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : '—');

export function KeyStats({ ad }: { ad: AdDetail }) {
  const engagement = ENGAGEMENT_KEYS[ad.platform].map((key): [string, ReactNode] => [
    key.charAt(0).toUpperCase() + key.slice(1),
    formatCompactNumber(ad.engagement[key] ?? 0),
  ]);
  const impressions = ad.stats.impressions ?? ad.extras.impressions;
  return (
    <Card title="Key stats">
      <Facts
        rows={[
          ...engagement,
          ...(impressions
            ? [
                [
                  'Impressions',
                  `${formatCompactNumber(impressions.min)}–${formatCompactNumber(impressions.max)}`,
                ] as [string, ReactNode],
              ]
            : []),
          ['Days running', ad.days_running],
          ['First seen', formatDate(ad.first_seen)],
          ['Last seen', formatDate(ad.last_seen)],
          ['Seen', formatCompactNumber(ad.seen_count)],
          ['Status', ad.is_active ? 'Active' : 'Inactive'],
        ]}
      />
    </Card>
  );
}

export function Targeting({ ad }: { ad: AdDetail }) {
  const { targeting } = ad;
  return (
    <Card title="Targeting">
      <Facts
        rows={[
          [
            'Countries',
            list(targeting.countries.map((country) => `${country.code} ${percent(country.share)}`)),
          ],
          ['Languages', list(targeting.languages)],
          ['Age', `${targeting.age_range.min}–${targeting.age_range.max}`],
          [
            'Gender',
            `Male ${percent(targeting.gender.male)}, female ${percent(targeting.gender.female)}`,
          ],
          ['Devices', list(targeting.devices)],
          ['OS', list(targeting.os)],
          ['Placements', list(targeting.placements)],
        ]}
      />
    </Card>
  );
}

export function LandingPage({ ad }: { ad: AdDetail }) {
  const { landing } = ad;
  return (
    <Card title="Landing page">
      <Facts
        rows={[
          ['Final URL', <ExternalLink key="url" url={landing.final_url} />],
          ['Domain', landing.domain],
          ['E-commerce', landing.ecommerce_platform ?? '—'],
          ['CMS', landing.cms ?? '—'],
          ['Funnel', landing.funnel ?? '—'],
          ['Trackers', list(landing.trackers)],
          ['Affiliate network', landing.affiliate_network ?? '—'],
        ]}
      />
    </Card>
  );
}
