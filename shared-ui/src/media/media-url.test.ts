import { buildMediaUrl, fillUrl, fitUrl, snapshotUrl } from './media-url';

function query(url: string) {
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
}

describe('media URLs', () => {
  it('takes a video frame at 100 ms for a snapshot', () => {
    const url = snapshotUrl('ads/v1.mp4');
    expect(url.startsWith('/api/v1/media/ads/v1.mp4?')).toBe(true);
    expect(query(url)).toEqual({ mode: 'snapshot', t: '100', format: 'webp' });
  });

  it('fills to width and height with quality and an optional crop height, as webp', () => {
    expect(query(fillUrl('a.png', { width: 300, height: 200, quality: 70 }))).toEqual({
      mode: 'fill',
      w: '300',
      h: '200',
      q: '70',
      format: 'webp',
    });
    expect(
      query(fillUrl('a.png', { width: 300, height: 200, quality: 70, cropHeight: 900 })),
    ).toMatchObject({ crop_h: '900' });
  });

  it('caps the longer side in fit mode', () => {
    expect(query(fitUrl('a.png', { maxSide: 800 }))).toEqual({
      mode: 'fit',
      w: '800',
      h: '800',
      format: 'webp',
    });
  });

  it('uses the given base URL', () => {
    expect(snapshotUrl('a.mp4', { baseUrl: 'https://cdn.example/media/' })).toMatch(
      /^https:\/\/cdn\.example\/media\/a\.mp4\?/,
    );
  });

  it('encodes each segment of the key', () => {
    expect(buildMediaUrl('a b/c?.png', { mode: 'fit' })).toMatch(
      /^\/api\/v1\/media\/a%20b\/c%3F\.png\?/,
    );
  });
});
