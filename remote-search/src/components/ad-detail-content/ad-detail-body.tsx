import { type AdDetail, ENGAGEMENT_KEYS, href } from '@adlens/shared-contracts';
import {
  Chip,
  ChipList,
  Section,
  StatGrid,
  StatTile,
  formatCompactNumber,
  formatDate,
} from '@adlens/shared-ui';
import type { ReactNode } from 'react';
import { renderRouterLink } from '../router-link';
import { LandingPage, Targeting } from './ad-facts';
import { Creative } from './creative';
import './ad-detail.css';

interface AdDetailBodyProps {
  ad: AdDetail;
  title: string;
  urlChain: ReactNode;
  engagements: ReactNode;
  related?: ReactNode;
  /** The campaign links to its page; the public shared page links nowhere inside the app. */
  appLinks?: boolean;
}

const label = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/**
 * An ad's full detail (the paid detail and the public shared page): the creative beside the
 * facts, then the engagement history and related ads.
 */
export function AdDetailBody({
  ad,
  title,
  urlChain,
  engagements,
  related,
  appLinks = true,
}: AdDetailBodyProps) {
  const impressions = ad.stats.impressions ?? ad.extras.impressions;
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
              {appLinks && ad.campaign_id !== null ? (
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
          <Targeting ad={ad} />
          <LandingPage ad={ad} />
          {urlChain}
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
