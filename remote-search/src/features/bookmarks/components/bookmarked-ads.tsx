import type { CollectionsData } from '@adlens/shared-contracts';
import { Button } from '@adlens/shared-ui';
import { AdCard } from '../../../components/ad-card/ad-card';

type BookmarkedAd = CollectionsData['ads']['items'][number];

interface BookmarkedAdsProps {
  ads: BookmarkedAd[];
  total: number;
  onRemove: (ad: BookmarkedAd) => void;
}

/** The bookmarked ads as the search's cards, each with its Remove action at the foot. */
export function BookmarkedAds({ ads, total, onRemove }: BookmarkedAdsProps) {
  return (
    <section aria-label="Bookmarked ads" className="bookmarked-ads">
      <p className="results-toolbar__count">
        Showing {ads.length} of {total} bookmarked {total === 1 ? 'ad' : 'ads'}
      </p>
      <ul className="bookmarked-ads__grid">
        {ads.map((ad) => (
          <li key={ad.id}>
            <AdCard
              ad={ad}
              actions={
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`Remove ${ad.title || ad.domain}`}
                  onClick={() => onRemove(ad)}
                >
                  Remove
                </Button>
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
