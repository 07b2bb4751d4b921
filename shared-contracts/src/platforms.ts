import { z } from 'zod/mini';

/** The nine advertising platforms, in the order the product lists them. The first is the default. */
export const PLATFORMS = [
  'meta',
  'facebook',
  'native',
  'display',
  'youtube',
  'reddit',
  'x',
  'pinterest',
  'tiktok',
] as const;

export type Platform = (typeof PLATFORMS)[number];

export const DEFAULT_PLATFORM: Platform = PLATFORMS[0];

export const platformSchema = z.enum(PLATFORMS);

export function isPlatform(value: unknown): value is Platform {
  return platformSchema.safeParse(value).success;
}

/** Display names of the platforms. */
export const PLATFORM_LABELS: Record<Platform, string> = {
  meta: 'Meta Ad Library',
  facebook: 'Facebook',
  native: 'Native',
  display: 'Display',
  youtube: 'YouTube',
  reddit: 'Reddit',
  x: 'X',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
};
