// A PostgreSQL server for the API benchmark: Debian's server binaries, one cluster kept in the
// bench folder (the 500,000-ad seed is paid once, not per run), started and stopped by the bench.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { userInfo } from 'node:os';
import { openDatabase } from '@adlens/dev-api';

const SERVER_USER = 'postgres';

/**
 * Settings of the benchmark's server. Durability is off because the data is a re-creatable seed
 * (it shortens the seed, not the reads); shared_buffers holds the large seed's hot indexes.
 */
const SERVER_SETTINGS = [
  'listen_addresses=127.0.0.1',
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'shared_buffers=1GB',
  'max_connections=50',
];

export function postgresBinDir(): string {
  const roots = ['/usr/lib/postgresql'];
  for (const root of roots) {
    if (!existsSync(root)) continue;
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of ['15', ...versions]) {
      const dir = path.join(root, version, 'bin');
      if (existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
    }
  }
  throw new Error(
    'PostgreSQL server binaries not found (/usr/lib/postgresql/*/bin): sudo apt-get install postgresql',
  );
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user. */
function run(command: string, args: string[]): string {
  const asRoot = userInfo().uid === 0;
  const [file, argv] = asRoot
    ? ['runuser', ['-u', SERVER_USER, '--', command, ...args]]
    : [command, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface PostgresServer {
  /** `postgres://` URL of database `name` on this server. */
  url(name: string): string;
  version: string;
  stop(): void;
}

export function startPostgres(dir: string, port: number): PostgresServer {
  const bin = postgresBinDir();
  const dataDir = path.join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  if (userInfo().uid === 0) execFileSync('chown', [SERVER_USER, dir]);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    run(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
    ]);
  }
  const options = [`-p ${port}`, `-k ${dir}`, ...SERVER_SETTINGS.map((s) => `-c ${s}`)].join(' ');
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    options,
    'start',
  ]);
  const version = /\d+\.\d+/.exec(
    execFileSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }),
  )?.[0];
  return {
    url: (name) => `postgres://postgres@127.0.0.1:${port}/${name}`,
    version: version ?? '?',
    stop() {
      run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
  };
}

/** Makes sure the server has a database `name` (each seed size gets its own). */
export async function ensureDatabase(server: PostgresServer, name: string): Promise<void> {
  const admin = await openDatabase({ databaseUrl: server.url('postgres') });
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.length === 0) await admin.exec(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
}
