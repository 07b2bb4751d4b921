import { type Platform, href } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { AsyncContent, Section, SkeletonBlock } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { AdCardLink } from '../../../components/ad-card-link';
import { DOMAIN_ADS_SHOWN, domainAdsQuery } from '../api/domain-queries';

function AdsSkeleton() {
  return (
    <div className="insights-ad-grid">
      {Array.from({ length: 4 }, (_, index) => (
        <SkeletonBlock key={index} height={260} />
      ))}
    </div>
  );
}

/** The domain's newest ads, each linking to its detail, and the way to all of them in search. */
export function DomainAds({ platform, domain }: { platform: Platform; domain: string }) {
  const api = useApi();
  const ads = useQuery(domainAdsQuery(api, platform, domain));
  const searchLink = href('platformSearch', { platform }, { keyword: domain });
  return (
    <Section title="Ads">
      <AsyncContent
        query={ads}
        loadingLabel="Loading the domain's ads"
        skeleton={<AdsSkeleton />}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="insights-muted">No ad of this domain was found in search.</p>}
      >
        {(data) => (
          <>
            <ul className="insights-ad-grid">
              {data.items.slice(0, DOMAIN_ADS_SHOWN).map((ad) => (
                <li key={ad.id}>
                  <AdCardLink ad={ad} />
                </li>
              ))}
            </ul>
            <p>
              <Link to={searchLink}>
                See all {data.total.toLocaleString('en-US')} ads of {domain} in search
              </Link>
            </p>
          </>
        )}
      </AsyncContent>
    </Section>
  );
}
