import type { OwnerDetail } from '@adlens/shared-contracts';
import { Card, formatCompactNumber, formatDate } from '@adlens/shared-ui';
import { type Fact, FactList, listOrDash } from '../../../components/fact-list';

export function OwnerProfile({ owner }: { owner: OwnerDetail }) {
  const facts: Fact[] = [
    ['Category', owner.category],
    ['Followers', formatCompactNumber(owner.followers)],
    ['Ads', `${owner.total_ads} (${owner.active_ads} active)`],
    ['First ad seen', owner.first_ad_seen ? formatDate(owner.first_ad_seen) : '—'],
    ['Last ad seen', owner.last_ad_seen ? formatDate(owner.last_ad_seen) : '—'],
    ['Countries', listOrDash(owner.countries)],
    ['Domains', listOrDash(owner.domains)],
    ['Calls to action', listOrDash(owner.ctas.map((item) => `${item.cta} (${item.count})`))],
    ['Formats', listOrDash(owner.formats.map((item) => `${item.media_type} (${item.count})`))],
  ];
  return (
    <Card>
      <h1 id="owner-title">
        {owner.name}
        {owner.verified ? <span aria-label="verified"> ✓</span> : null}
      </h1>
      <FactList facts={facts} />
    </Card>
  );
}
