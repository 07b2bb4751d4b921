import type { DomainAnalytics } from '@adlens/shared-contracts';
import { Chip, ChipList, Section, StatGrid, StatTile, formatDate } from '@adlens/shared-ui';

const dateOrDash = (value: string | null) => (value ? formatDate(value) : '–');

/** All-time facts of the domain on the platform, and the technologies of its landing pages. */
export function DomainFacts({ data }: { data: DomainAnalytics }) {
  const stats = [
    { label: 'Ads', value: data.ad_count.toLocaleString('en-US') },
    { label: 'Active ads', value: data.active_ads.toLocaleString('en-US') },
    { label: 'First seen', value: dateOrDash(data.first_seen) },
    { label: 'Last seen', value: dateOrDash(data.last_seen) },
  ];
  return (
    <>
      <StatGrid>
        {stats.map((stat) => (
          <StatTile key={stat.label} label={stat.label} value={stat.value} />
        ))}
      </StatGrid>
      <Section title="Technologies">
        {data.technologies.length === 0 ? (
          <p className="insights-muted">No technology detected on this domain.</p>
        ) : (
          <ChipList label="Technologies">
            {data.technologies.map((technology) => (
              <Chip key={`${technology.category}:${technology.name}`}>
                {technology.category}: {technology.name}
              </Chip>
            ))}
          </ChipList>
        )}
      </Section>
    </>
  );
}
