import { nextVersion } from './landing-versioning';
import { snapshotLanding } from './landing-snapshot';

/** A page in the shape shops serve: offer block, content blocks, a date and a counter. */
function page({
  price = '$49',
  was = '',
  shipping = 'Shipping from $4.95',
  guarantee = '30-day money-back guarantee',
  date = 'Nov 24, 2026',
  counter = '1,204',
  rating = '4.8',
  endsIn = '3',
  tag = 'spring',
  blocks = ['How it works', 'Our story'],
  gap = '\n',
}: Partial<
  Record<
    | 'price'
    | 'was'
    | 'shipping'
    | 'guarantee'
    | 'date'
    | 'counter'
    | 'rating'
    | 'endsIn'
    | 'tag'
    | 'gap',
    string
  >
> & {
  blocks?: string[];
} = {}): string {
  return [
    '<html><head><title>Glow Serum</title><script>var t = Date.now();</script></head><body>',
    `<header><p>Updated ${date}</p></header>`,
    `<section><h1>Glow Serum</h1><p>Price: ${was ? `<s>${was}</s> ` : ''}${price}</p>`,
    `<p>${shipping}</p><p>${guarantee}</p>`,
    `<a href="https://shop.example/checkout?sku=12&utm_campaign=${tag}&fbclid=${tag}9">Buy now</a></section>`,
    ...blocks.map(
      (heading) => `<section><h2>${heading}</h2>${gap}<p>Made with care.</p></section>`,
    ),
    `<section><p>${counter} people bought this in the last 24 hours</p>`,
    `<p>Rated ${rating} out of 5. Sale ends in ${endsIn} days.</p></section>`,
    '</body></html>',
  ].join(gap);
}

const before = snapshotLanding(page());

describe('landing page versions', () => {
  it('stores nothing for a new date, counter, tracking tag, spacing or block order', () => {
    const noisy = page({
      date: 'Nov 27, 2026',
      counter: '1,377',
      rating: '4.7',
      endsIn: '2',
      tag: 'autumn',
      gap: '\n\n    ',
      blocks: ['Our story', 'How it works'],
    });
    expect(nextVersion(before, noisy)).toEqual({ kind: 'same' });
  });

  it('reads the offer a visitor sees: the live price, not the struck-through one', () => {
    expect(snapshotLanding(page({ price: '$39', was: '$59' })).facts).toEqual({
      price_cents: 3900,
      discount_percent: null,
      free_shipping: false,
      trial_days: null,
      guarantee_days: 30,
    });
  });

  it('calls an offer change material and says what changed in one line', () => {
    const decision = nextVersion(
      before,
      page({
        price: '$39',
        shipping: 'Free shipping on every order',
        guarantee: '60-day money-back guarantee',
      }),
    );
    expect(decision.kind).toBe('changed');
    if (decision.kind !== 'changed') return;
    expect(decision.change.material).toBe(true);
    expect(decision.change.summary).toBe(
      'price $49 -> $39; free shipping added; guarantee 30 -> 60 days',
    );
    expect(decision.change.words_added).toBeGreaterThan(0);
  });

  it('calls a new section material and a re-cased heading cosmetic', () => {
    const added = nextVersion(before, page({ blocks: ['How it works', 'Our story', 'FAQ'] }));
    expect(added.kind === 'changed' && added.change).toMatchObject({
      material: true,
      summary: 'section "FAQ" added',
    });
    const recased = nextVersion(before, page({ blocks: ['HOW IT WORKS', 'Our story'] }));
    expect(recased.kind === 'changed' && recased.change).toMatchObject({
      material: false,
      summary: 'wording changed (+3 / -3 words)',
    });
  });

  it('stores a changed guarantee length as material though numbers are masked in the text', () => {
    const decision = nextVersion(before, page({ guarantee: '90-day money-back guarantee' }));
    expect(decision.kind === 'changed' && decision.change).toMatchObject({
      material: true,
      summary: 'guarantee 30 -> 90 days',
    });
  });

  it('takes the first download of a page as its first version', () => {
    expect(nextVersion(null, page()).kind).toBe('first');
  });
});
