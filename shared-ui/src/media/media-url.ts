/** The image service that dev-api serves; a parameter everywhere so a CDN can take its place. */
export const DEFAULT_MEDIA_BASE_URL = '/api/v1/media';

/** Spec: snapshot mode grabs the video frame at 100 ms. */
export const SNAPSHOT_TIME_MS = 100;

export type MediaMode = 'fill' | 'fit' | 'snapshot';

interface MediaQuery {
  mode: MediaMode;
  w?: number;
  h?: number;
  q?: number;
  crop_h?: number;
  t?: number;
}

/** Builds `{base}/{key}?mode=...&format=webp`, skipping parameters that are not set. */
export function buildMediaUrl(
  key: string,
  query: MediaQuery,
  baseUrl: string = DEFAULT_MEDIA_BASE_URL,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  params.set('format', 'webp');
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `${baseUrl.replace(/\/$/, '')}/${path}?${params.toString()}`;
}

export interface SnapshotOptions {
  baseUrl?: string;
}

/** A still image of a video: its frame at 100 ms. */
export function snapshotUrl(key: string, { baseUrl }: SnapshotOptions = {}): string {
  return buildMediaUrl(key, { mode: 'snapshot', t: SNAPSHOT_TIME_MS }, baseUrl);
}

export interface FillOptions {
  width: number;
  height: number;
  quality: number;
  /** Crops the source to this height (from the top) before resizing. */
  cropHeight?: number;
  baseUrl?: string;
}

/** Resized to exactly width x height (cover), optionally cropped first. */
export function fillUrl(key: string, options: FillOptions): string {
  const { width, height, quality, cropHeight, baseUrl } = options;
  return buildMediaUrl(
    key,
    { mode: 'fill', w: width, h: height, q: quality, crop_h: cropHeight },
    baseUrl,
  );
}

export interface FitOptions {
  /** The longer side is capped at this many pixels; the aspect ratio is kept. */
  maxSide: number;
  quality?: number;
  baseUrl?: string;
}

export function fitUrl(key: string, { maxSide, quality, baseUrl }: FitOptions): string {
  return buildMediaUrl(key, { mode: 'fit', w: maxSide, h: maxSide, q: quality }, baseUrl);
}
