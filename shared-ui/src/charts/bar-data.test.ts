import { barDomain, usableBars } from './bar-data';

describe('bar data', () => {
  it('keeps the given order and drops non-finite values', () => {
    const bars = usableBars([
      { label: 'Shop now', value: 30 },
      { label: 'Broken', value: Number.NaN },
      { label: 'Learn more', value: 12 },
    ]);
    expect(bars.map((bar) => bar.label)).toEqual(['Shop now', 'Learn more']);
  });

  it('scales from zero to the largest value', () => {
    expect(
      barDomain([
        { label: 'a', value: 3 },
        { label: 'b', value: 8 },
      ]),
    ).toEqual([0, 8]);
  });

  it('never has an empty domain', () => {
    expect(barDomain([])).toEqual([0, 1]);
    expect(barDomain([{ label: 'a', value: 0 }])).toEqual([0, 1]);
  });
});
