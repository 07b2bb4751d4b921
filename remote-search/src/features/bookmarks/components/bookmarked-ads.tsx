import type { CollectionsData } from '@adlens/shared-contracts';
import { Button } from '@adlens/shared-ui';
import { AdCard } from '../../../components/ad-card/ad-card';

type BookmarkedAd = CollectionsData['ads']['items'][number];

interface BookmarkedAdsProps {
  ads: BookmarkedAd[];
  total: number;
  onRemove: (ad: BookmarkedAd) => void;
}

export function BookmarkedAds({ ads, total, onRemove }: BookmarkedAdsProps) {
  return (
    <section aria-label="Bookmarked ads">
      <p>
        Showing {ads.length} of {total} bookmarked ads
      </p>
      <ul className="related-ads">
        {ads.map((ad) => (
          <li key={ad.id}>
            <AdCard ad={ad} />
            <Button variant="ghost" size="small" onClick={() => onRemove(ad)}>
              Remove {ad.title || ad.domain}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
