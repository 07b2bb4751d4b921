import type { ReactNode } from 'react';

export type Fact = readonly [name: string, value: ReactNode];

/** Named facts of one thing (an ad, an advertiser) as a definition list. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="detail-facts">
      {facts.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A list value of a fact: the items joined, or a dash when there are none. */
export function listOrDash(items: readonly string[]): string {
  return items.length > 0 ? items.join(', ') : '—';
}
