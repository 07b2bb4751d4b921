import { type AdDetail, ENGAGEMENT_KEYS, type SharedAd, href } from '@adlens/shared-contracts';
import {
  Chip,
  ChipList,
  Section,
  StatGrid,
  StatTile,
  formatCompactNumber,
  formatDate,
  renderRouterLink,
} from '@adlens/shared-ui';
import type { ReactNode } from 'react';
import { Creative } from './creative';
import './ad-detail.css';

interface AdDetailBodyProps {
  /** The paid detail, or the public share's subset of it (decision 0024). */
  ad: SharedAd | AdDetail;
  title: string;
  /** Paid detail only: targeting, landing page and URL chain, below the facts. */
  research?: ReactNode;
  /** Paid detail only: the creative's tags with their evidence, below its text. */
  tags?: ReactNode;
  engagements: ReactNode;
  related?: ReactNode;
}

const label = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/**
 * An ad's detail (the paid detail and the public shared page): the creative beside the facts,
 * then the engagement history and related ads. What only the paid detail has comes in as slots.
 */
export function AdDetailBody({
  ad,
  title,
  research,
  tags,
  engagements,
  related,
}: AdDetailBodyProps) {
  const impressions = ('stats' in ad ? ad.stats.impressions : null) ?? ad.extras.impressions;
  return (
    <>
      <div className="ad-detail__columns ad-detail__columns--opened">
        <div className="ad-detail__creative">
          <Creative media={ad.media} title={title} />
          <Section title="Ad text">
            {(ad.text_variants.length > 0 ? ad.text_variants : [ad.text]).map((text, index) => (
              <p key={index} className="ad-detail__text">
                {text}
              </p>
            ))}
            {ad.cta ? <p>Call to action: {ad.cta}</p> : null}
          </Section>
          {tags}
        </div>
        <div className="ad-detail__facts">
          <Section title="Key stats">
            <StatGrid minTileWidth="8rem">
              {ENGAGEMENT_KEYS[ad.platform].map((key) => (
                <StatTile
                  key={key}
                  label={label(key)}
                  value={formatCompactNumber(ad.engagement[key] ?? 0)}
                />
              ))}
              {impressions ? (
                <StatTile
                  label="Impressions"
                  value={`${formatCompactNumber(impressions.min)}–${formatCompactNumber(impressions.max)}`}
                />
              ) : null}
              <StatTile label="Days running" value={ad.days_running} />
              <StatTile label="Seen" value={formatCompactNumber(ad.seen_count)} />
            </StatGrid>
          </Section>
          <Section title="Where and when">
            <dl className="detail-facts">
              <div>
                <dt>First seen</dt>
                <dd>{formatDate(ad.first_seen)}</dd>
              </div>
              <div>
                <dt>Last seen</dt>
                <dd>{formatDate(ad.last_seen)}</dd>
              </div>
              {'campaign_id' in ad && ad.campaign_id !== null ? (
                <div>
                  <dt>Campaign</dt>
                  <dd>
                    <Chip
                      tone="accent"
                      href={href('campaign', { platform: ad.platform, id: ad.campaign_id })}
                      renderLink={renderRouterLink}
                    >
                      campaign {ad.campaign_id}
                    </Chip>
                  </dd>
                </div>
              ) : null}
            </dl>
            <ChipGroup label="Countries" items={ad.countries} max={12} />
            <ChipGroup label="Placements" items={ad.placements} />
          </Section>
          {research}
        </div>
      </div>
      {engagements}
      {related}
    </>
  );
}

/** A labelled list of chips; nothing when there are no items. */
function ChipGroup({ label, items, max }: { label: string; items: string[]; max?: number }) {
  if (items.length === 0) return null;
  return (
    <div className="ad-detail__chip-group">
      <p className="ad-detail__chip-label" aria-hidden="true">
        {label}
      </p>
      <ChipList label={label} max={max}>
        {items.map((item) => (
          <Chip key={item}>{item}</Chip>
        ))}
      </ChipList>
    </div>
  );
}
