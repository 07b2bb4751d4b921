import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPgliteDatabase } from './pglite-database';
import { OWNER_ONLY_UMASK, restrictNewFilesToOwner } from './owner-only-folder';
import { controlDir, holdDataFolder } from '../ingest/ingest-control';

// Issue 42: PGlite's data folder was written 0666 in 0755 folders, so any local user could read
// a session token from a WAL segment. The folder is owner-only (decision 0049).

/** Every entry under `dir` whose mode lets anyone but the owner in, as `mode path`. */
async function openToOthers(dir: string): Promise<string[]> {
  const found: string[] = [];
  const own = await stat(dir);
  if (own.mode & 0o077) found.push(`${(own.mode & 0o777).toString(8)} ${dir}`);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await openToOthers(full)));
    else if (entry.isFile()) {
      const { mode } = await stat(full);
      if (mode & 0o077) found.push(`${(mode & 0o777).toString(8)} ${full}`);
    }
  }
  return found;
}

// Each test creates a database (PGlite's initdb): tens of seconds on a loaded two-core machine.
jest.setTimeout(180_000);

let root: string;
const umaskBefore = process.umask();

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'owner-only-'));
});
afterEach(async () => {
  process.umask(umaskBefore);
  await rm(root, { recursive: true, force: true });
});

test('a new database folder is owner-only once open and once closed, even under a permissive umask', async () => {
  process.umask(0o022);
  const dataDir = path.join(root, 'data');
  const db = await openPgliteDatabase(dataDir);
  expect(await openToOthers(dataDir)).toEqual([]);
  expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
  await db.close();
  expect(await openToOthers(dataDir)).toEqual([]);
});

test('an existing folder written world-readable is made owner-only when it is opened', async () => {
  const dataDir = path.join(root, 'data');
  const first = await openPgliteDatabase(dataDir);
  await first.close();
  // As an earlier version left it: folders 0755, files 0666, plus a file of another kind.
  await chmod(dataDir, 0o755);
  await chmod(path.join(dataDir, 'base'), 0o755);
  await chmod(path.join(dataDir, 'PG_VERSION'), 0o666);
  await mkdir(path.join(dataDir, 'extra'), { mode: 0o777 });
  await writeFile(path.join(dataDir, 'extra', 'secrets.key'), 'x', { mode: 0o644 });

  const reopened = await openPgliteDatabase(dataDir);
  await reopened.close();
  expect(await openToOthers(dataDir)).toEqual([]);
});

test('what the database writes while open stays owner-only', async () => {
  process.umask(0o022);
  const dataDir = path.join(root, 'data');
  const db = await openPgliteDatabase(dataDir);
  await db.exec(`
    CREATE TABLE sessions (token text);
    INSERT INTO sessions SELECT repeat(md5(g::text), 20) FROM generate_series(1, 20000) g;
    CREATE INDEX ON sessions (token);
    CHECKPOINT;`);
  // Checked while open: closing sets the modes again.
  expect(await openToOthers(dataDir)).toEqual([]);
  await db.close();
});

test("under the servers' umask, the files a server writes beside the database are owner-only", async () => {
  restrictNewFilesToOwner();
  expect(process.umask()).toBe(OWNER_ONLY_UMASK);
  const dataDir = path.join(root, 'data');
  const db = await openPgliteDatabase(dataDir);
  // Written after the open, so only the umask decides its mode: the server's hold on the folder
  // (its control folder beside the data folder).
  const letGo = holdDataFolder(dataDir);
  const written = await openToOthers(controlDir(dataDir));
  letGo();
  expect(written).toEqual([]);
  expect(await openToOthers(dataDir)).toEqual([]);
  await db.close();
});
