import { type Announcement, href } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { Button, Section } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { AdCard } from '../../../components/ad-card/ad-card';
import { announcementEvidenceQuery } from '../../../components/change-evidence/evidence-queries';
import { CHANGE_LABELS, evidenceByAd } from '../../../components/change-evidence/change-labels';
import '../../../components/change-evidence/evidence.css';

/**
 * Exactly the ads one change notification announced, each with what changed on it and why that
 * is believed (the crawl evidence line; none for a new country, or while it loads).
 */
export function AnnouncementView({ announcement }: { announcement: Announcement }) {
  const api = useApi();
  const evidence = useQuery(announcementEvidenceQuery(api, announcement.id));
  const byAd = evidenceByAd(evidence.data?.items ?? []);
  return (
    <Section title={announcement.title} className="following-announcement">
      <p>{announcement.message}</p>
      <ul className="following-announcement__ads" aria-label={`Ads of: ${announcement.title}`}>
        {announcement.items.map(({ ad, changes }) => (
          <li key={ad.id}>
            <p className="following-announcement__change">
              {changes.map((change) => CHANGE_LABELS[change]).join(' · ')}
            </p>
            {(byAd.get(ad.id) ?? []).map((item) => (
              <p key={`${item.kind}-${item.day}`} className="evidence-line">
                {item.line}
              </p>
            ))}
            <AdCard ad={ad} />
          </li>
        ))}
      </ul>
      <Link className="adl-link" to={href('following')}>
        <Button variant="ghost" size="small" tabIndex={-1}>
          Back to everything you follow
        </Button>
      </Link>
    </Section>
  );
}
