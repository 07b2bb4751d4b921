import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Encodings of the precompressed copies (`file.br`, `file.gz`), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
export type ContentEncoding = (typeof ENCODINGS)[number]['name'];

export interface StaticFile {
  body: Buffer;
  contentType: string;
  /** Set when `body` is a precompressed copy: send it as `Content-Encoding`. */
  encoding?: ContentEncoding;
  /** The file has precompressed copies, so the answer depends on `Accept-Encoding` (`Vary`). */
  negotiated?: boolean;
}

/** The encodings an `Accept-Encoding` header accepts (q > 0), in our order of preference. */
export function acceptedEncodings(header: string | undefined): ContentEncoding[] {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  return ENCODINGS.filter(({ name }) => weight(name) > 0).map(({ name }) => name);
}

async function readIfFile(file: string): Promise<Buffer | null> {
  try {
    return (await stat(file)).isFile() ? await readFile(file) : null;
  } catch {
    return null;
  }
}

/**
 * A request path with its percent-escapes decoded, or null when one is malformed (`%`, `%ZZ`,
 * a cut UTF-8 sequence): such an address names no file, and the server answers it 400.
 */
export function decodedPath(rawPath: string): string | null {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
}

/**
 * Reads `relativePath` under `baseDir`, refusing anything that escapes it. With `acceptEncoding`,
 * a precompressed copy the client accepts is read instead of the file.
 */
export async function readStaticFile(
  baseDir: string,
  relativePath: string,
  acceptEncoding?: string,
): Promise<StaticFile | null> {
  const decoded = decodedPath(relativePath);
  if (decoded === null) return null;
  const file = path.resolve(baseDir, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file !== baseDir && !file.startsWith(`${baseDir}${path.sep}`)) return null;
  const contentType = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
  const body = await readIfFile(file);
  if (!body) return null;
  const copies = await Promise.all(
    ENCODINGS.map(
      async ({ suffix }) => (await stat(`${file}${suffix}`).catch(() => null)) !== null,
    ),
  );
  const negotiated = copies.some(Boolean);
  if (negotiated && acceptEncoding !== undefined) {
    for (const name of acceptedEncodings(acceptEncoding)) {
      const encoding = ENCODINGS.find((candidate) => candidate.name === name);
      const compressed = encoding ? await readIfFile(`${file}${encoding.suffix}`) : null;
      if (compressed) return { body: compressed, contentType, encoding: name, negotiated };
    }
  }
  return { body, contentType, negotiated };
}

/** `Content-Encoding` and `Vary` for a static answer. */
export function encodingHeaders(file: StaticFile): Record<string, string> {
  return {
    ...(file.encoding ? { 'Content-Encoding': file.encoding } : {}),
    ...(file.negotiated ? { Vary: 'Accept-Encoding' } : {}),
  };
}
