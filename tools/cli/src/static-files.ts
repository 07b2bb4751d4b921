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

export interface StaticFile {
  body: Buffer;
  contentType: string;
}

/** Reads `relativePath` under `baseDir`, refusing anything that escapes it. */
export async function readStaticFile(
  baseDir: string,
  relativePath: string,
): Promise<StaticFile | null> {
  const decoded = decodeURIComponent(relativePath);
  const file = path.resolve(baseDir, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file !== baseDir && !file.startsWith(`${baseDir}${path.sep}`)) return null;
  try {
    if (!(await stat(file)).isFile()) return null;
    return {
      body: await readFile(file),
      contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    };
  } catch {
    return null;
  }
}
