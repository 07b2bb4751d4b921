import { resizedWebp, sizeFromFileName } from './resized-webp';

function query(url: string) {
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
}

describe('sizeFromFileName', () => {
  it('reads width x height from the file-name suffix', () => {
    expect(sizeFromFileName('banner_300x250.png')).toEqual({ width: 300, height: 250 });
  });

  it('falls back to 0 x 0 without a suffix', () => {
    expect(sizeFromFileName('banner.png')).toEqual({ width: 0, height: 0 });
  });
});

describe('resizedWebp', () => {
  it('defaults to fill, width 294 and quality 60', () => {
    const image = resizedWebp('creative.jpg');
    expect(query(image.url)).toEqual({ mode: 'fill', w: '294', q: '60', format: 'webp' });
    expect(image).toMatchObject({ width: 0, height: 0 });
  });

  it('keeps the aspect of the size suffix in fill mode', () => {
    const image = resizedWebp('ads/banner_300x250.png');
    expect(query(image.url)).toMatchObject({ w: '294', h: '245' });
    expect(image).toMatchObject({ width: 300, height: 250 });
  });

  it('caps only the width of a screenshot', () => {
    expect(query(resizedWebp('page.png', { mode: 'screenshot', width: 600 }).url)).toEqual({
      mode: 'fit',
      w: '600',
      q: '60',
      format: 'webp',
    });
  });
});
