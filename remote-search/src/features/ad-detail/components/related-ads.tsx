import type { AdDetail } from '@adlens/shared-contracts';
import { Section } from '@adlens/shared-ui';
import { AdCard } from '../../../components/ad-card/ad-card';

const GROUPS = [
  ['same_owner', 'Same owner'],
  ['same_domain', 'Same domain'],
  ['same_landing', 'Same landing page'],
] as const;

export function RelatedAds({ related }: { related: AdDetail['related'] }) {
  const groups = GROUPS.filter(([key]) => related[key].length > 0);
  if (groups.length === 0) return null;
  return (
    <Section title="Related ads">
      {groups.map(([key, label]) => (
        <Section key={key} title={label} headingLevel={3}>
          <ul className="related-ads">
            {related[key].map((ad) => (
              <li key={ad.id}>
                <AdCard ad={ad} />
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </Section>
  );
}
