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

function isPublishedFigures(value: unknown): value is PublishedFigures {
  if (typeof value !== 'object' || value === null) return false;
  const { publishedAt, figures } = value as Record<string, unknown>;
  return typeof publishedAt === 'string' && Array.isArray(figures);
}

/** The figures the server published, null before its first check; a file it did not write is named. */
export function readPublishedFigures(file: string): PublishedFigures | null {
  if (!existsSync(file)) return null;
  let published: unknown;
  try {
    published = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    published = undefined;
  }
  if (!isPublishedFigures(published))
    throw new Error(
      `${file} is not the canary figures the server publishes (publishedAt and figures); delete it, and the server's next guard check writes it again`,
    );
  return published;
}
