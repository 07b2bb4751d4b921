import { type OwnerDetail, PLATFORM_LABELS, href } from '@adlens/shared-contracts';
import {
  Avatar,
  PageHeader,
  StatGrid,
  StatTile,
  formatCompactNumber,
  formatDate,
  renderRouterLink,
} from '@adlens/shared-ui';
import { OwnerFacets } from './owner-facets';

const dateOrDash = (value: string | null) => (value ? formatDate(value) : '—');
const whole = new Intl.NumberFormat('en-US');

/** The advertiser's header, headline figures and facets (domains, countries, CTAs, formats). */
export function OwnerProfile({ owner }: { owner: OwnerDetail }) {
  return (
    <>
      <PageHeader
        title={
          <span className="owner-title">
            <Avatar name={owner.name} src={owner.avatar_url} size="lg" decorative />
            <span>{owner.name}</span>
            {owner.verified ? (
              <span className="owner-title__verified" role="img" aria-label="Verified">
                ✓
              </span>
            ) : null}
          </span>
        }
        subtitle={`${owner.category} advertiser on ${PLATFORM_LABELS[owner.platform]}`}
        breadcrumbs={[
          {
            label: `${PLATFORM_LABELS[owner.platform]} search`,
            href: href('platformSearch', { platform: owner.platform }),
          },
          { label: owner.name },
        ]}
        renderLink={renderRouterLink}
      />
      <StatGrid minTileWidth="13rem">
        <StatTile label="Ads" value={whole.format(owner.total_ads)} />
        <StatTile label="Active ads" value={whole.format(owner.active_ads)} />
        <StatTile label="Followers" value={formatCompactNumber(owner.followers)} />
        <StatTile label="First ad seen" value={dateOrDash(owner.first_ad_seen)} />
        <StatTile label="Last ad seen" value={dateOrDash(owner.last_ad_seen)} />
      </StatGrid>
      <OwnerFacets owner={owner} />
    </>
  );
}
