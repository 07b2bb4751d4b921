import { type OwnerDetail, href } from '@adlens/shared-contracts';
import { Chip, ChipList, Section, renderRouterLink } from '@adlens/shared-ui';
import type { ReactNode } from 'react';

/** Countries shown before "+N more": about two lines of chips on a desktop. */
export const COUNTRIES_SHOWN = 12;

interface FacetProps {
  title: string;
  count: number;
  children: ReactNode;
}

function Facet({ title, count, children }: FacetProps) {
  return (
    <Section title={title} headingLevel={3} className="owner-facet">
      {count > 0 ? children : <p className="owner-facet__empty">None seen yet.</p>}
    </Section>
  );
}

/** Where the advertiser sends people and runs ads; each domain links to its analytics. */
export function OwnerFacets({ owner }: { owner: OwnerDetail }) {
  const { platform } = owner;
  return (
    <div className="owner-facets">
      <Facet title="Domains" count={owner.domains.length}>
        <ChipList label="Domains">
          {owner.domains.map((domain) => (
            <Chip
              key={domain}
              tone="accent"
              href={href('domainAnalytics', { platform, domain })}
              renderLink={renderRouterLink}
            >
              {domain}
            </Chip>
          ))}
        </ChipList>
      </Facet>
      <Facet title="Countries" count={owner.countries.length}>
        <ChipList label="Countries" max={COUNTRIES_SHOWN}>
          {owner.countries.map((country) => (
            <Chip key={country}>{country}</Chip>
          ))}
        </ChipList>
      </Facet>
      <Facet title="Calls to action" count={owner.ctas.length}>
        <ChipList label="Calls to action">
          {owner.ctas.map((item) => (
            <Chip key={item.cta}>
              {item.cta} · {item.count}
            </Chip>
          ))}
        </ChipList>
      </Facet>
      <Facet title="Formats" count={owner.formats.length}>
        <ChipList label="Formats">
          {owner.formats.map((item) => (
            <Chip key={item.media_type}>
              {item.media_type} · {item.count}
            </Chip>
          ))}
        </ChipList>
      </Facet>
    </div>
  );
}
