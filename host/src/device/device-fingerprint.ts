/** Draws with WebGL and returns the rendering as a data URL plus the renderer's identity. */
export function webglRendering(doc: Document = document): string {
  const canvas = doc.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const gl = canvas.getContext('webgl');
  if (!gl) return 'no-webgl';
  gl.clearColor(1, 0.87, 0.23, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  const debug = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = debug
    ? String(gl.getParameter(debug.UNMASKED_RENDERER_WEBGL))
    : String(gl.getParameter(gl.RENDERER));
  const vendor = debug
    ? String(gl.getParameter(debug.UNMASKED_VENDOR_WEBGL))
    : String(gl.getParameter(gl.VENDOR));
  return `${vendor}|${renderer}|${canvas.toDataURL()}`;
}

/** Draws text and shapes on a 2D canvas: fonts and anti-aliasing differ between devices. */
export function canvasDrawing(doc: Document = document): string {
  const canvas = doc.createElement('canvas');
  canvas.width = 240;
  canvas.height = 60;
  const context = canvas.getContext('2d');
  if (!context) return 'no-canvas';
  context.textBaseline = 'top';
  context.font = '16px Arial';
  context.fillStyle = '#FFDE3B';
  context.fillRect(10, 10, 100, 30);
  context.fillStyle = '#1b1b1b';
  context.fillText('Adlens fingerprint \u{1F50D}', 4, 20);
  return canvas.toDataURL();
}

async function sha256Hex(text: string, subtle: SubtleCrypto): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface FingerprintSources {
  webgl(): string;
  canvas(): string;
  subtle: SubtleCrypto;
}

/**
 * Spec section 4: the hash (SHA-256, hex) of a graphics rendering and the hash of a canvas drawing,
 * joined by '_' (`<webgl>_<canvas>`), so the server can tell which of the two changed.
 */
export async function computeDeviceFingerprint(
  sources: FingerprintSources = {
    webgl: () => webglRendering(),
    canvas: () => canvasDrawing(),
    subtle: crypto.subtle,
  },
): Promise<string> {
  const [rendering, drawing] = await Promise.all([
    sha256Hex(sources.webgl(), sources.subtle),
    sha256Hex(sources.canvas(), sources.subtle),
  ]);
  return `${rendering}_${drawing}`;
}
