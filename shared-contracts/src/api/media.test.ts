import { mediaQuerySchema, mediaUrl } from './media';

function query(url: string) {
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
}

test('a default media URL fills width 294 at quality 60 as webp', () => {
  const url = mediaUrl('ad-1-0');
  expect(url.startsWith('/api/v1/media/ad-1-0?')).toBe(true);
  expect(query(url)).toEqual({ mode: 'fill', w: '294', q: '60', format: 'webp' });
});

test('a snapshot URL asks for the frame at 100 ms and leaves sizes out', () => {
  expect(query(mediaUrl('ad-1-0', { mode: 'snapshot' }))).toEqual({
    mode: 'snapshot',
    t: '100',
    format: 'webp',
  });
});

test('the query treats size 0 as not set and refuses sizes over 2000', () => {
  expect(mediaQuerySchema.parse({ w: '0', h: '120' })).toMatchObject({ w: 0, h: 120 });
  expect(mediaQuerySchema.safeParse({ w: '2001' }).success).toBe(false);
});
