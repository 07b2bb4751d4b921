import type { mediaQuerySchema } from '@adlens/shared-contracts';
import type { z } from 'zod';
import type { MediaSource } from './media-source';
import type { ArtSource, VideoFrame } from './placeholder-image';

type MediaRequest = z.output<typeof mediaQuerySchema>;

/** Fill's width when the request names no size (the spec's resized-webp default). */
export const DEFAULT_FILL_WIDTH = 294;

export interface MediaResize {
  width: number | undefined;
  height: number | undefined;
  /** `cover` crops to exactly width x height; `inside` keeps the aspect within the caps. */
  fit: 'cover' | 'inside';
  /** Fill may scale up to reach the asked size; fit and snapshot only scale down. */
  enlarge: boolean;
}

/** What to render: every field is derived from the key's source and the query. */
export interface MediaPlan {
  source: { width: number; height: number };
  art: ArtSource | null;
  frame: VideoFrame | null;
  /** Rows kept from the top of the source before resizing; null keeps them all. */
  cropHeight: number | null;
  resize: MediaResize | null;
  format: MediaRequest['format'];
  quality: number;
}

/** The request with "not set" spelled one way, so equal requests share one cache entry. */
export function canonicalRequest(request: MediaRequest): string {
  return JSON.stringify([
    request.mode,
    request.w || null,
    request.h || null,
    request.q,
    request.crop_h ?? null,
    request.mode === 'snapshot' ? (request.t ?? null) : null,
    request.format,
  ]);
}

function resizeFor(request: MediaRequest): MediaResize | null {
  const width = request.w || undefined;
  const height = request.h || undefined;
  if (request.mode === 'fill') {
    const sized = width !== undefined || height !== undefined;
    return { width: sized ? width : DEFAULT_FILL_WIDTH, height, fit: 'cover', enlarge: true };
  }
  if (width === undefined && height === undefined) return null;
  return { width, height, fit: 'inside', enlarge: false };
}

function frameFor(request: MediaRequest, source: MediaSource): VideoFrame | null {
  if (request.mode !== 'snapshot' || source.durationMs === null) return null;
  // A time past the end shows the last frame, as a player seeking there would.
  const atMs = Math.min(request.t ?? 100, source.durationMs);
  return { atMs, durationMs: source.durationMs };
}

export function planMedia(request: MediaRequest, source: MediaSource): MediaPlan {
  const cropHeight =
    request.crop_h !== undefined && request.crop_h < source.height ? request.crop_h : null;
  return {
    source: { width: source.width, height: source.height },
    art: source.art,
    frame: frameFor(request, source),
    cropHeight,
    resize: resizeFor(request),
    format: request.format,
    quality: request.q,
  };
}
