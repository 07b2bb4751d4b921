import { type AdCard, ENGAGEMENT_KEYS } from '@adlens/shared-contracts';
import { formatCompactNumber } from '@adlens/shared-ui';

function label(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/** The platform's engagement counters; platforms without any show seen count and days running. */
export function EngagementStats({ ad }: { ad: AdCard }) {
  const keys: readonly string[] = ENGAGEMENT_KEYS[ad.platform];
  const rows: [string, number][] =
    keys.length > 0
      ? keys.map((key) => [label(key), ad.engagement[key] ?? 0])
      : [
          ['Seen', ad.seen_count],
          ['Days running', ad.days_running],
        ];
  return (
    <dl className="engagement-stats">
      {rows.map(([name, value]) => (
        <div key={name} className="engagement-stats__item">
          <dt>{name}</dt>
          <dd>{formatCompactNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
