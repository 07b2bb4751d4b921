import sharp from 'sharp';
import { z } from 'zod';
import { useTestServer } from '../../testing/use-test-server';
import { errorOf } from '../../testing/contract';

const server = useTestServer();
let imageKey: string;
let imageSize: { width: number; height: number };
let videoKey: string;

const mediaSchema = z.object({
  key: z.string(),
  type: z.enum(['image', 'video']),
  width: z.number(),
  height: z.number(),
});

async function firstMedia(type: 'image' | 'video', where: string) {
  const rows = await server.db.query(
    `SELECT media->0 AS item FROM ads WHERE media->0->>'type' = $1 AND ${where} ORDER BY id LIMIT 1`,
    [type],
  );
  return mediaSchema.parse(rows[0]?.item);
}

beforeAll(async () => {
  const image = await firstMedia('image', "(media->0->>'height')::int = 1350");
  imageKey = image.key;
  imageSize = image;
  videoKey = (await firstMedia('video', 'true')).key;
});

async function fetchImage(url: string, init: RequestInit = {}) {
  const response = await server.raw(url, { method: 'GET', ...init });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

async function sizeOf(bytes: Buffer) {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
}

test('fill resizes to exactly width x height as webp with year-long cache headers', async () => {
  const { response, bytes } = await fetchImage(
    `/v1/media/${imageKey}?mode=fill&w=300&h=200&q=70&format=webp`,
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(await sizeOf(bytes)).toEqual({ format: 'webp', width: 300, height: 200 });
});

test('fill crops the source to crop_h from the top before resizing', async () => {
  const half = Math.round(imageSize.height / 2);
  const { bytes } = await fetchImage(`/v1/media/${imageKey}?mode=fill&w=300&crop_h=${half}`);
  expect(await sizeOf(bytes)).toEqual({
    format: 'webp',
    width: 300,
    height: Math.round((300 * half) / imageSize.width),
  });
});

test('fill without a size uses width 294 and the source aspect', async () => {
  const { bytes } = await fetchImage(`/v1/media/${imageKey}?h=0`);
  expect((await sizeOf(bytes)).width).toBe(294);
});

test('fit caps the longer side and keeps the aspect ratio', async () => {
  const { bytes } = await fetchImage(`/v1/media/${imageKey}?mode=fit&w=800&h=800&format=webp`);
  expect(await sizeOf(bytes)).toEqual({
    format: 'webp',
    width: Math.round((800 * imageSize.width) / imageSize.height),
    height: 800,
  });
});

test('a snapshot is a webp frame of the video, different at another time', async () => {
  const early = await fetchImage(`/v1/media/${videoKey}?mode=snapshot&t=100&format=webp`);
  const later = await fetchImage(`/v1/media/${videoKey}?mode=snapshot&t=4000&format=webp`);
  expect(early.response.headers.get('content-type')).toBe('image/webp');
  expect((await sizeOf(early.bytes)).format).toBe('webp');
  expect(early.bytes.equals(later.bytes)).toBe(false);
});

test('the same request gives the same bytes and a matching ETag answers 304', async () => {
  const url = `/v1/media/${imageKey}?mode=fit&w=120&q=50`;
  const first = await fetchImage(url);
  const second = await fetchImage(url);
  expect(second.bytes.equals(first.bytes)).toBe(true);
  const etag = first.response.headers.get('etag') ?? '';
  const revalidated = await server.raw(url, { method: 'GET', headers: { 'if-none-match': etag } });
  expect(revalidated.status).toBe(304);
});

test('png is served on request', async () => {
  const { response, bytes } = await fetchImage(`/v1/media/${imageKey}?w=50&h=50&format=png`);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(await sizeOf(bytes)).toEqual({ format: 'png', width: 50, height: 50 });
});

test.each([
  ['an unknown mode', 'mode=stretch'],
  ['a width over the cap', 'w=2001'],
  ['a width that is not a number', 'w=wide'],
  ['a negative height', 'h=-5'],
  ['quality 0', 'q=0'],
  ['quality over 100', 'q=101'],
  ['an unknown format', 'format=gif'],
  ['a crop height of 0', 'crop_h=0'],
  ['a negative frame time', 'mode=snapshot&t=-1'],
])('%s is refused with 400', async (_name, query) => {
  const response = await server.request('GET', `/v1/media/${imageKey}?${query}`);
  expect(errorOf(response)).toMatchObject({ status: 400, action: 'SNACKBAR' });
});

test('an unknown ad media item or a malformed key is 404', async () => {
  expect((await server.request('GET', '/v1/media/ad-99999999-0')).status).toBe(404);
  expect((await server.request('GET', `/v1/media/${imageKey.replace(/-0$/, '-9')}`)).status).toBe(
    404,
  );
  expect((await server.request('GET', '/v1/media/Bad_Key')).status).toBe(404);
});
