import type { OwnerDetail } from '@adlens/shared-contracts';
import { Card, formatCompactNumber, formatDate } from '@adlens/shared-ui';

const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : '—');

export function OwnerProfile({ owner }: { owner: OwnerDetail }) {
  const rows: [string, string][] = [
    ['Category', owner.category],
    ['Followers', formatCompactNumber(owner.followers)],
    ['Ads', `${owner.total_ads} (${owner.active_ads} active)`],
    ['First ad seen', owner.first_ad_seen ? formatDate(owner.first_ad_seen) : '—'],
    ['Last ad seen', owner.last_ad_seen ? formatDate(owner.last_ad_seen) : '—'],
    ['Countries', list(owner.countries)],
    ['Domains', list(owner.domains)],
    ['Calls to action', list(owner.ctas.map((item) => `${item.cta} (${item.count})`))],
    ['Formats', list(owner.formats.map((item) => `${item.media_type} (${item.count})`))],
  ];
  return (
    <Card>
      <h1 id="owner-title">
        {owner.name}
        {owner.verified ? <span aria-label="verified"> ✓</span> : null}
      </h1>
      <dl className="detail-facts">
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
