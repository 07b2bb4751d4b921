import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded database's folder holds every user's data and, in its WAL segments, recent
 * statements with their parameters: readable by the server's user only (decision 0049).
 * PGlite's file layer writes the files of a new database with mode 0666 whatever the umask, and
 * folders with the process's umask; these modes are set here on open, and the process umask of
 * the servers that own the folder keeps the files written later owner-only.
 */
export const OWNER_ONLY_UMASK = 0o077;
export const OWNER_ONLY_DIR_MODE = 0o700;
export const OWNER_ONLY_FILE_MODE = 0o600;

/**
 * For a process that owns a data folder (the servers, `pnpm ingest`, `pnpm db:reset`): every file
 * and folder it creates from here on is its user's only. Call it first, before any file is made.
 */
export function restrictNewFilesToOwner(): void {
  process.umask(OWNER_ONLY_UMASK);
}

/** Creates `dir` owner-only, or makes an existing one and everything in it owner-only. */
export async function makeOwnerOnly(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR_MODE });
  await chmod(dir, OWNER_ONLY_DIR_MODE);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await makeOwnerOnly(full);
    // Links are neither (an entry's type is its own): their targets may lie anywhere.
    else if (entry.isFile()) await chmod(full, OWNER_ONLY_FILE_MODE);
  }
}
