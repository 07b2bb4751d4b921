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

/**
 * A deterministic SVG stand-in for an ad creative or avatar: colours and shapes derived from the
 * key, so each ad keeps its look across runs. No network, no native image library.
 */
export function placeholderSvg(
  key: string,
  width: number,
  height: number,
  snapshot: boolean,
): string {
  const hash = hashString(key);
  const background = PALETTE[hash % PALETTE.length] ?? '#FFDE3B';
  const accent = PALETTE[(hash >>> 3) % PALETTE.length] ?? '#1F2937';
  const radius = Math.round(Math.min(width, height) * (0.15 + ((hash >>> 6) % 20) / 100));
  const cx = Math.round(width * (0.25 + ((hash >>> 9) % 50) / 100));
  const cy = Math.round(height * (0.25 + ((hash >>> 13) % 50) / 100));
  const play = snapshot
    ? `<polygon points="${width / 2 - 18},${height / 2 - 22} ${width / 2 - 18},${height / 2 + 22} ${width / 2 + 22},${height / 2}" fill="#FFFFFF" opacity="0.9"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="${background}"/>
<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${accent}" opacity="0.55"/>
<rect x="${Math.round(width * 0.08)}" y="${Math.round(height * 0.78)}" width="${Math.round(width * 0.6)}" height="${Math.max(4, Math.round(height * 0.06))}" rx="3" fill="#FFFFFF" opacity="0.8"/>
<text x="50%" y="14%" font-family="sans-serif" font-size="${Math.max(10, Math.round(Math.min(width, height) / 14))}" text-anchor="middle" fill="#FFFFFF">${escapeXml(key)}</text>
${play}
</svg>`;
}
