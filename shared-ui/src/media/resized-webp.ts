import { DEFAULT_MEDIA_BASE_URL, buildMediaUrl } from './media-url';

export const RESIZED_IMAGE_DEFAULTS = { width: 294, quality: 60 } as const;

export interface MediaSize {
  width: number;
  height: number;
}

const SIZE_SUFFIX = /_(\d+)x(\d+)(?:\.[a-z0-9]+)?$/i;

/** Reads the `_300x250` suffix of a file name (`banner_300x250.png`); 0 x 0 when absent. */
export function sizeFromFileName(fileName: string): MediaSize {
  const match = SIZE_SUFFIX.exec(fileName);
  if (!match) return { width: 0, height: 0 };
  return { width: Number(match[1]), height: Number(match[2]) };
}

export interface ResizedWebpOptions {
  width?: number;
  quality?: number;
  /**
   * `fill` (default) crops to the width and the aspect read from the file name;
   * `screenshot` keeps a whole page capture, only its width capped.
   */
  mode?: 'fill' | 'screenshot';
  baseUrl?: string;
}

export interface ResizedWebp extends MediaSize {
  url: string;
}

/** A webp thumbnail and the original size (for placeholders that keep the aspect ratio). */
export function resizedWebp(key: string, options: ResizedWebpOptions = {}): ResizedWebp {
  const {
    width = RESIZED_IMAGE_DEFAULTS.width,
    quality = RESIZED_IMAGE_DEFAULTS.quality,
    mode = 'fill',
    baseUrl = DEFAULT_MEDIA_BASE_URL,
  } = options;
  const size = sizeFromFileName(key);
  const height = size.width > 0 ? Math.round((width * size.height) / size.width) : undefined;
  const url =
    mode === 'screenshot'
      ? buildMediaUrl(key, { mode: 'fit', w: width, q: quality }, baseUrl)
      : buildMediaUrl(key, { mode: 'fill', w: width, h: height, q: quality }, baseUrl);
  return { url, ...size };
}
