import { adCard } from '../../../testing/ad-fixtures';
import { describeDifferences, diffWords, variantDifferences } from './variant-differences';

describe('differences between variants', () => {
  it('marks the words a variant changed or added, keeping the shared ones', () => {
    expect(diffWords('Discover our shoes today.', 'Discover our shoes now.')).toEqual([
      { word: 'Discover', changed: false },
      { word: 'our', changed: false },
      { word: 'shoes', changed: false },
      { word: 'now.', changed: true },
    ]);
    expect(diffWords('Made to last.', 'Made to last. Free returns.')).toEqual([
      { word: 'Made', changed: false },
      { word: 'to', changed: false },
      { word: 'last.', changed: false },
      { word: 'Free', changed: true },
      { word: 'returns.', changed: true },
    ]);
    expect(diffWords('', 'New text')).toEqual([
      { word: 'New', changed: true },
      { word: 'text', changed: true },
    ]);
  });

  it('names what differs: text, call to action, media', () => {
    const base = adCard(1, 'meta');
    const variant = {
      ...base,
      id: 2,
      text: `${base.text} Now.`,
      cta: 'Learn More',
      media: base.media.map((item) => ({ ...item, key: 'ad-2-0' })),
    };
    const differences = variantDifferences(base, { ...variant, cta: base.cta });
    expect(differences).toEqual({ title: false, text: true, cta: false, media: true });
    expect(describeDifferences(variantDifferences(base, variant))).toBe(
      'Text, call to action, media',
    );
    expect(describeDifferences(variantDifferences(base, { ...base, id: 3 }))).toBe(
      'Nothing in the creative',
    );
  });
});
