import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, createSeededDatabase, openDatabase } from '@adlens/dev-api';

/**
 * The CLI's test files each seeded the tiny database of their own: about 6 s of a quiet two-core
 * machine per file, 30 s under load. `tsx --test` runs every file in a child of one runner
 * process, so the first file seeds a template named after that runner and the others copy it
 * (as dev-api's jest global setup does for its suites). A template is made in a folder of its own
 * and renamed into place, so a file never copies half of one.
 */
const PREFIX = 'adlens-cli-tiny-seed-';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Templates of runs that ended: a run does not know which of its files is the last. */
function removeOrphans(root: string) {
  for (const name of readdirSync(root)) {
    const pid = Number(name.slice(PREFIX.length));
    if (name.startsWith(PREFIX) && Number.isInteger(pid) && !alive(pid)) {
      rmSync(path.join(root, name), { recursive: true, force: true });
    }
  }
}

async function templateOfThisRun(): Promise<string> {
  const root = os.tmpdir();
  const template = path.join(root, `${PREFIX}${process.ppid}`);
  if (existsSync(template)) return template;
  removeOrphans(root);
  const building = mkdtempSync(path.join(root, 'adlens-cli-tiny-seed-building-'));
  const db = await createSeededDatabase(path.join(building, 'data'), { size: 'tiny' });
  await db.close();
  try {
    renameSync(path.join(building, 'data'), template);
  } catch (error) {
    // Another file of the run renamed its template first: that one serves.
    if (!existsSync(template)) throw error;
  }
  rmSync(building, { recursive: true, force: true });
  return template;
}

/** Copies the run's tiny seeded database into `dataDir` (a new folder) and opens it. */
export async function openTinySeededCopy(dataDir: string): Promise<Database> {
  cpSync(await templateOfThisRun(), dataDir, { recursive: true });
  return openDatabase({ dataDir });
}
