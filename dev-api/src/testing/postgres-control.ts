import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type ShutdownMode = 'fast' | 'immediate';

export interface PostgresControl {
  /** `pg_ctl restart -m <mode> -w`: resolves once the server accepts connections again. */
  restart(mode: ShutdownMode): Promise<void>;
}

/**
 * The throwaway server of tools/scripts/with-postgres.sh, which exports where its cluster lives
 * (TEST_POSTGRES_*). Only that server is ever restarted: without its variables this throws.
 */
export function throwawayPostgres(env: NodeJS.ProcessEnv = process.env): PostgresControl {
  const dataDir = env.TEST_POSTGRES_DATA_DIR;
  const binDir = env.TEST_POSTGRES_BIN_DIR;
  const logFile = env.TEST_POSTGRES_LOG;
  if (!dataDir || !binDir || !logFile) {
    throw new Error(
      'This test restarts the throwaway PostgreSQL server of tools/scripts/with-postgres.sh ' +
        '(TEST_POSTGRES_DATA_DIR, TEST_POSTGRES_BIN_DIR, TEST_POSTGRES_LOG are not set): run it ' +
        'through that script, as `pnpm test:postgres` does',
    );
  }
  const pgCtl = path.join(binDir, 'pg_ctl');
  // The cluster belongs to the postgres user when the script runs as root.
  const runAs = env.TEST_POSTGRES_RUN_AS;
  return {
    async restart(mode) {
      // -l keeps the server's output in its log file: otherwise the new server would hold this
      // process's pipe open and the call would never end.
      const args = ['-D', dataDir, '-l', logFile, '-m', mode, '-w', 'restart'];
      await (runAs ? run('runuser', ['-u', runAs, '--', pgCtl, ...args]) : run(pgCtl, args));
    },
  };
}
