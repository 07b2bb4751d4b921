// dev-api as the front end meets it: its own process, its real HTTP endpoint, over the data the
// bench seeded (DEV_API_DATA_DIR for the embedded database, DATABASE_URL for a server).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../workspace.mjs';

const DEV_API = path.join(ROOT, 'dev-api');
const READY = /dev-api: (http:\/\/\S+\/api) .*ready in (\d+) ms/;

export interface RunningApi {
  /** The API's base URL, ending in `/api`. */
  url: string;
  /** Start-up time dev-api reported (open and migrate). */
  readyMs: number;
  stop(): Promise<void>;
}

export function startDevApi(options: {
  port: number;
  dataDir?: string;
  databaseUrl?: string;
}): Promise<RunningApi> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DEV_API_PORT: String(options.port),
    // A benchmark calls far faster than a person: the rate limit would stop it.
    DEV_API_RATE_LIMIT: '0',
  };
  delete env.DATABASE_URL;
  if (options.dataDir) env.DEV_API_DATA_DIR = options.dataDir;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = spawn(path.join(DEV_API, 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
    cwd: DEV_API,
    // Its own process group: stopping it stops tsx's node child too.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (!match) return;
      child.stdout.off('data', onData);
      // Keep draining both pipes so that a chatty server never blocks on a full one.
      child.stdout.resume();
      resolve({
        url: match[1] ?? '',
        readyMs: Number(match[2]),
        async stop() {
          if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) =>
      reject(new Error(`dev-api ended (${code}) before it was ready:\n${output.slice(-2000)}`)),
    );
  });
}
