import { hashString } from '../../seed/prng';

const PALETTE = [
  '#FFDE3B',
  '#1F2937',
  '#3B82F6',
  '#10B981',
  '#F97316',
  '#8B5CF6',
  '#EF4444',
  '#14B8A6',
];

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A point in a video: the frame's time and the video's length, both in ms. */
export interface VideoFrame {
  atMs: number;
  durationMs: number;
}

function frameLayer(width: number, height: number, frame: VideoFrame): string {
  const progress = frame.durationMs > 0 ? Math.min(1, frame.atMs / frame.durationMs) : 0;
  const barY = Math.round(height * 0.94);
  const barHeight = Math.max(3, Math.round(height * 0.012));
  const size = Math.max(12, Math.round(Math.min(width, height) * 0.09));
  const cx = width / 2;
  const cy = height / 2;
  return `<polygon points="${cx - size},${cy - size * 1.2} ${cx - size},${cy + size * 1.2} ${cx + size * 1.2},${cy}" fill="#FFFFFF" opacity="0.9"/>
<rect x="0" y="${barY}" width="${width}" height="${barHeight}" fill="#000000" opacity="0.35"/>
<rect x="0" y="${barY}" width="${Math.round(width * progress)}" height="${barHeight}" fill="#FFFFFF"/>`;
}

/**
 * Another creative's art, slightly changed: what a copy of a creative (by its advertiser or
 * another) looks like after re-encoding, cropping and recolouring. Stored with the copy's media
 * item (`art`), so its key still names the copy while its pixels come from the original.
 */
export interface ArtSource {
  /** The key whose art this is. */
  key: string;
  /** Saturation factor (1 keeps the colours): a recolour that keeps each colour's luminance. */
  saturation: number;
  /** Share of the width and height cut off (half on each side). */
  crop: number;
}

function artFrame(art: ArtSource | null, width: number, height: number): string {
  if (!art) return `0 0 ${width} ${height}`;
  const cutX = width * art.crop;
  const cutY = height * art.crop;
  return `${cutX / 2} ${cutY / 2} ${width - cutX} ${height - cutY}`;
}

function tintOpening(saturation: number, filterId: string): string {
  return `<filter id="${filterId}"><feColorMatrix type="saturate" values="${saturation}"/></filter><g filter="url(#${filterId})">`;
}

/**
 * A deterministic SVG stand-in for an ad creative or avatar: colours and shapes derived from the
 * key, so each ad keeps its look across runs. A video frame moves the shape with the frame's
 * time and adds a play mark and progress bar, so two frames of one video differ.
 */
export function placeholderSvg(
  key: string,
  width: number,
  height: number,
  frame: VideoFrame | null = null,
  art: ArtSource | null = null,
  /** The recolour filter's id: unique per picture when several are drawn in one document. */
  filterId = 'tint',
): string {
  const artKey = art?.key ?? key;
  const hash = hashString(artKey);
  const background = PALETTE[hash % PALETTE.length] ?? '#FFDE3B';
  const accent = PALETTE[(hash >>> 3) % PALETTE.length] ?? '#1F2937';
  const radius = Math.round(Math.min(width, height) * (0.15 + ((hash >>> 6) % 20) / 100));
  const drift = frame ? (frame.atMs % 10_000) / 10_000 : 0;
  const cx = Math.round(width * (0.25 + ((((hash >>> 9) % 50) / 100 + drift * 0.5) % 0.5)));
  const cy = Math.round(height * (0.25 + ((hash >>> 13) % 50) / 100));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${artFrame(art, width, height)}">${art ? tintOpening(art.saturation, filterId) : ''}
<rect ${art ? `width="${width}" height="${height}"` : 'width="100%" height="100%"'} fill="${background}"/>
<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${accent}" opacity="0.55"/>
<rect x="${Math.round(width * 0.08)}" y="${Math.round(height * 0.78)}" width="${Math.round(width * 0.6)}" height="${Math.max(4, Math.round(height * 0.06))}" rx="3" fill="#FFFFFF" opacity="0.8"/>
<text x="50%" y="14%" font-family="sans-serif" font-size="${Math.max(10, Math.round(Math.min(width, height) / 14))}" text-anchor="middle" fill="#FFFFFF">${escapeXml(artKey)}</text>
${frame ? frameLayer(width, height, frame) : ''}
${art ? '</g>' : ''}</svg>`;
}
