import type { DomainAnalytics } from '@adlens/shared-contracts';
import { formatDate } from '@adlens/shared-ui';
import { StatList } from '../../../components/stat-list';

const dateOrDash = (value: string | null) => (value ? formatDate(value) : '–');

/** All-time facts of the domain on the platform, and the technologies of its landing pages. */
export function DomainFacts({ data }: { data: DomainAnalytics }) {
  return (
    <>
      <StatList
        label="Domain facts"
        stats={[
          { label: 'Ads', value: data.ad_count.toLocaleString('en-US') },
          { label: 'Active ads', value: data.active_ads.toLocaleString('en-US') },
          { label: 'First seen', value: dateOrDash(data.first_seen) },
          { label: 'Last seen', value: dateOrDash(data.last_seen) },
        ]}
      />
      <section className="insights-section" aria-labelledby="technologies-title">
        <h2 id="technologies-title">Technologies</h2>
        {data.technologies.length === 0 ? (
          <p className="insights-muted">No technology detected on this domain.</p>
        ) : (
          // DESIGN: swap for shared-ui's ChipList once it lands on main.
          <ul className="insights-chips">
            {data.technologies.map((technology) => (
              <li key={`${technology.category}:${technology.name}`}>
                <span className="insights-muted">{technology.category}:</span> {technology.name}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
