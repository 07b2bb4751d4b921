import { errorBodySchema } from '@adlens/shared-contracts';
import pg from 'pg';
import { type ApiProcess, startApiProcess } from '../testing/api-process-handle';
import { type ShutdownMode, throwawayPostgres } from '../testing/postgres-control';
import {
  copyTemplateDatabase,
  databaseUrl,
  dropDatabase,
} from '../testing/postgres-test-databases';
import { type LoopAnswer, type LoopRequest, startRequestLoops } from '../testing/request-loops';

/**
 * The API process under load while its PostgreSQL server restarts (decision 0050): it stays up,
 * every failed answer is the 503 error envelope, failures stay within the outage, and requests
 * succeed again afterwards. Only the PostgreSQL run lists this file (jest.config.mjs): it
 * restarts the throwaway server of tools/scripts/with-postgres.sh.
 */

const LOOPS = 40;
/** Successes every loop must have before the restart, and after the server is back. */
const WARM_UP_SUCCESSES = 2;
const RECOVERED_SUCCESSES = 3;
/** Generous limits for a loaded two-core machine; the measured times are printed. */
const LOAD_WITHIN_MS = 45_000;
const RECOVERY_WITHIN_MS = 45_000;
/** Both limits, the restart and the slack of a machine running other suites beside this one. */
const TEST_WITHIN_MS = 150_000;
/** What a loop waits after a failed answer (the API's Retry-After). */
const RETRY_AFTER_MS = 1_000;

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
let database = '';
let api: ApiProcess | undefined;
let token = '';
let adIds: number[] = [];

async function metaAdIds(url: string, count: number): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ id: number }>(
      "SELECT id FROM ads WHERE platform = 'meta' ORDER BY id LIMIT $1",
      [count],
    );
    return result.rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@adlens.test', password: 'adlens-demo' }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

/** Reads, and writes in a transaction (a bookmark toggle), as signed-in pages send them. */
function requestOf(loop: number, n: number): LoopRequest {
  const ad = adIds[loop % adIds.length];
  if (n % 3 === 0) return { method: 'GET', path: '/v1/notifications' };
  if (n % 3 === 1) return { method: 'POST', path: `/v1/meta/ads/bookmark/${ad}` };
  return { method: 'GET', path: '/v1/user/dashboard' };
}

function everyLoopHas(
  answers: readonly LoopAnswer[],
  counts: (answer: LoopAnswer) => boolean,
  atLeast: number,
): boolean {
  const perLoop = new Array<number>(LOOPS).fill(0);
  for (const answer of answers)
    if (counts(answer)) perLoop[answer.loop] = (perLoop[answer.loop] ?? 0) + 1;
  return perLoop.every((count) => count >= atLeast);
}

/** A failed answer as the test judges it: the 503 envelope, or what came instead. */
function asFailure(answer: LoopAnswer) {
  const parsed = errorBodySchema.safeParse(answer.body);
  return parsed.success
    ? { status: answer.status, code: parsed.data.meta.code, message: parsed.data.meta.message }
    : { status: answer.status, body: answer.body };
}

const UNAVAILABLE = {
  status: 503,
  code: 503,
  message: 'The service is briefly unavailable. Please try again in a moment.',
};

beforeAll(async () => {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: run through with-postgres.sh');
  database = await copyTemplateDatabase(serverUrl);
  const url = databaseUrl(serverUrl, database);
  adIds = await metaAdIds(url, LOOPS);
  api = await startApiProcess(url);
  token = await signIn(api.baseUrl);
});

afterAll(async () => {
  await api?.stop();
  if (database) await dropDatabase(serverUrl, database);
});

it.each<ShutdownMode>(['fast', 'immediate'])(
  'survives `pg_ctl restart -m %s` under load and recovers',
  async (mode) => {
    const postgres = throwawayPostgres();
    if (!api) throw new Error('the API process did not start');
    const loops = startRequestLoops({ baseUrl: api.baseUrl, token, count: LOOPS, requestOf });
    let restartedAt = 0;
    let readyAt = 0;
    try {
      await loops.until(
        (answers) => everyLoopHas(answers, (answer) => answer.status === 200, WARM_UP_SUCCESSES),
        LOAD_WITHIN_MS,
        'every loop answered before the restart',
      );
      restartedAt = performance.now();
      await postgres.restart(mode);
      readyAt = performance.now();
      await loops.until(
        (answers) =>
          everyLoopHas(
            answers,
            (answer) => answer.status === 200 && answer.startedAt > readyAt,
            RECOVERED_SUCCESSES,
          ),
        RECOVERY_WITHIN_MS,
        'every loop answered again after the restart',
      );
    } finally {
      await loops.stop();
    }

    const answers = loops.answers;
    const failures = answers.filter((answer) => answer.status !== 200);
    const outageMs = readyAt - restartedAt;
    // A loop has at most one request in flight when the server goes, then waits Retry-After
    // after each failure, and nothing started after the server is back may fail.
    const boundPerLoop = Math.floor(outageMs / RETRY_AFTER_MS) + 2;
    const perLoop = new Array<number>(LOOPS).fill(0);
    for (const failure of failures) perLoop[failure.loop] = (perLoop[failure.loop] ?? 0) + 1;
    // Recovered: the first success of a request that started after the last failed one did.
    const lastDown = Math.max(restartedAt, ...failures.map((failure) => failure.startedAt));
    const recovered = answers
      .filter((answer) => answer.status === 200 && answer.startedAt > lastDown)
      .reduce((first, answer) => Math.min(first, answer.endedAt), Infinity);
    console.log(
      `PostgreSQL restart -m ${mode} under ${LOOPS} request loops: ${failures.length} of ` +
        `${answers.length} requests failed, at most ${Math.max(...perLoop)} per loop ` +
        `(bound ${boundPerLoop}); pg_ctl restart took ${Math.round(outageMs)} ms; recovered ` +
        `${Math.round(recovered - restartedAt)} ms after the restart began (the first success ` +
        `of a request started after the last failed one)`,
    );

    expect({ alive: api.alive(), stderr: api.alive() ? '' : api.stderrTail() }).toEqual({
      alive: true,
      stderr: '',
    });
    expect(
      failures.map(asFailure).filter((failure) => !('code' in failure) || failure.code !== 503),
    ).toEqual([]);
    expect(new Set(failures.map((failure) => JSON.stringify(asFailure(failure))))).toEqual(
      new Set(failures.length > 0 ? [JSON.stringify(UNAVAILABLE)] : []),
    );
    expect(failures.filter((failure) => failure.startedAt > readyAt)).toEqual([]);
    expect(perLoop.filter((count) => count > boundPerLoop)).toEqual([]);
  },
  TEST_WITHIN_MS,
);
