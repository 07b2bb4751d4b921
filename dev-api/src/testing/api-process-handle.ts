import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export interface ApiProcess {
  /** `http://127.0.0.1:<port>/api` */
  readonly baseUrl: string;
  /** Whether the process still runs (no exit, no signal). */
  alive(): boolean;
  /** The end of what the process wrote to stderr: for a failure's message. */
  stderrTail(): string;
  stop(): Promise<void>;
}

const STDERR_KEPT = 4_000;

/** Starts src/testing/api-process.ts over `databaseUrl`; resolves once it listens. */
export function startApiProcess(databaseUrl: string): Promise<ApiProcess> {
  const entry = path.join(__dirname, 'api-process.ts');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: path.join(__dirname, '..', '..'),
    env: { ...process.env, TEST_API_DATABASE_URL: databaseUrl, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.once('exit', (code, signal) =>
      reject(new Error(`the API process ended before it listened (${code ?? signal}):\n${stderr}`)),
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const match = /\{"port":(\d+)\}/.exec(stdout);
      if (!match) return;
      child.removeAllListeners('exit');
      resolve({
        baseUrl: `http://127.0.0.1:${match[1]}/api`,
        alive,
        stderrTail: () => stderr,
        stop() {
          if (!alive()) return Promise.resolve();
          return new Promise<void>((ended) => {
            child.once('exit', () => ended());
            child.kill('SIGTERM');
          });
        },
      });
    });
  });
}
