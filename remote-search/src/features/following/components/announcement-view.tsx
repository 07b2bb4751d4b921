import { type Announcement, type ChangeKind, href } from '@adlens/shared-contracts';
import { Button, Section } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';
import { AdCard } from '../../../components/ad-card/ad-card';

const CHANGE_LABELS: Record<ChangeKind, string> = {
  new_ad: 'New ad',
  stopped: 'Stopped',
  landing_changed: 'Landing page changed',
  new_country: 'New country',
};

/** Exactly the ads one change notification announced, each with what changed on it. */
export function AnnouncementView({ announcement }: { announcement: Announcement }) {
  return (
    <Section title={announcement.title} className="following-announcement">
      <p>{announcement.message}</p>
      <ul className="following-announcement__ads" aria-label={`Ads of: ${announcement.message}`}>
        {announcement.items.map(({ ad, changes }) => (
          <li key={ad.id}>
            <p className="following-announcement__change">
              {changes.map((change) => CHANGE_LABELS[change]).join(' · ')}
            </p>
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
