import type sharpFactory from 'sharp';
import type { MediaPlan } from './media-plan';
import { placeholderSvg } from './placeholder-image';

export interface RenderedMedia {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
}

type SharpFactory = typeof sharpFactory;

let sharpLoading: Promise<SharpFactory> | null = null;

/** sharp loads its native library on first use only, so routes and tests that show no image skip it. */
function loadSharp(): Promise<SharpFactory> {
  sharpLoading ??= import('sharp').then((module) => module.default);
  return sharpLoading;
}

/** Draws the key's art at its source size, then crops, resizes and encodes it with sharp. */
export async function renderMedia(key: string, plan: MediaPlan): Promise<RenderedMedia> {
  const svg = placeholderSvg(key, plan.source.width, plan.source.height, plan.frame, plan.art);
  if (plan.format === 'svg')
    return { body: new TextEncoder().encode(svg), contentType: 'image/svg+xml' };
  const sharp = await loadSharp();
  let image = sharp(Buffer.from(svg));
  if (plan.cropHeight !== null) {
    image = image.extract({ left: 0, top: 0, width: plan.source.width, height: plan.cropHeight });
  }
  if (plan.resize) {
    const { width, height, fit, enlarge } = plan.resize;
    image = image.resize({ width, height, fit, withoutEnlargement: !enlarge });
  }
  // A copy into a plain ArrayBuffer: Node's pooled Buffer may share memory with others.
  if (plan.format === 'png') {
    return { body: new Uint8Array(await image.png().toBuffer()), contentType: 'image/png' };
  }
  const webp = await image.webp({ quality: plan.quality }).toBuffer();
  return { body: new Uint8Array(webp), contentType: 'image/webp' };
}
