// The searches the API benchmark times: the kinds the issue names, each over several bodies,
// platforms and pages so that neither one plan nor one remembered total decides the figure.
import { PLATFORMS } from '@adlens/shared-contracts';

export interface QueryKind {
  name: string;
  /** Search bodies cycled through (with the platform and page). */
  bodies: Record<string, unknown>[];
}

/**
 * Boolean queries go through the existing `keyword` field: with the boolean grammar (issue 29)
 * they are parsed; before it, the server takes each as one plain keyword.
 */
export const QUERY_KINDS: QueryKind[] = [
  {
    name: 'no keyword',
    bodies: [{}, { sort: 'most_engagement' }, { countries: ['US'], status: 'active' }],
  },
  {
    name: 'keyword',
    bodies: [
      { keyword: 'shoes' },
      { keyword: 'yoga mat' },
      { keyword: 'coffee', sort: 'most_relevant' },
    ],
  },
  {
    name: 'boolean',
    bodies: [
      { keyword: 'shoes OR boots -kids' },
      { keyword: '"yoga mat" OR sunglasses' },
      { keyword: '(coffee OR protein) -powder', sort: 'most_relevant' },
    ],
  },
  {
    // Creative tags (issue 39): the issue's own query, a rare pair, and tags beside a keyword.
    name: 'tags',
    bodies: [
      { keyword: 'hook:question angle:pain days:>30' },
      { keyword: 'offer:free_shipping lang:de', sort: 'most_engagement' },
      { keyword: 'shoes (angle:social_proof OR hook:testimonial)' },
    ],
  },
];

const PAGES = [1, 2, 3];

/** The `index`th request of a kind: body, platform and page each cycle at their own pace. */
export function nthRequest(
  kind: QueryKind,
  index: number,
  grouping: Record<string, unknown> | null,
) {
  const body = kind.bodies[index % kind.bodies.length] ?? {};
  const platform = PLATFORMS[Math.floor(index / kind.bodies.length) % PLATFORMS.length] ?? 'meta';
  const page =
    PAGES[Math.floor(index / (kind.bodies.length * PLATFORMS.length)) % PAGES.length] ?? 1;
  return { platform, body: { ...body, ...grouping, page } };
}
