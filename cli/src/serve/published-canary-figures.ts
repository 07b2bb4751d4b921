import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CanaryFigures } from '../pins/canary-health';

/**
 * What the server's guard last saw, for `pnpm pins canary-report` while the server holds an
 * embedded database no second process may open (decision 0054). On PostgreSQL the report reads
 * the database itself.
 */
export interface PublishedFigures {
  publishedAt: string;
  figures: CanaryFigures[];
}

export function publishedFiguresFile(dataDir: string, env: string): string {
  return path.join(dataDir, `canary-health.${env}.json`);
}

export function publishFigures(file: string, figures: CanaryFigures[], at: Date): void {
  const published: PublishedFigures = { publishedAt: at.toISOString(), figures };
  // Written beside and renamed over, so a reader never sees half a file.
  writeFileSync(`${file}.tmp`, JSON.stringify(published));
  renameSync(`${file}.tmp`, file);
}

export function readPublishedFigures(file: string): PublishedFigures | null {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as PublishedFigures;
}
