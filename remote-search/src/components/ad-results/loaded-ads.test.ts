import { adPage } from '../../testing/ad-fixtures';
import { loadedAds } from './loaded-ads';

describe('loaded ads', () => {
  it('appends the next page without duplicates', () => {
    const pages = [adPage([1, 2], 4, 1, 2), adPage([2, 3], 4, 2, 2)];
    expect(loadedAds(pages).map((ad) => ad.id)).toEqual([1, 2, 3]);
  });

  it('has no cards before the first page', () => {
    expect(loadedAds([])).toEqual([]);
  });
});
