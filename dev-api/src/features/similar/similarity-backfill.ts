import type { Database } from '../../db/database';
import { backfillCopyBands } from './copy-band-backfill';
import type { BackfillStepOptions } from './backfill-step';
import { backfillPictureColours } from './picture-backfill';

/** The steps migration 0036 records as due, in the order they run. */
const STEPS = [
  { step: 'picture-colours', read: 'pictures given their colour', run: backfillPictureColours },
  {
    step: 'copy-minhash-bands',
    read: 'copies given their MinHash bands',
    run: backfillCopyBands,
  },
] as const;

export interface BackfillReport {
  /** What the step gave its rows, e.g. "copies given their MinHash bands". */
  read: string;
  rows: number;
  seconds: number;
}

export interface BackfillOptions {
  shouldStop?: () => boolean;
  onBatch?: (read: string, done: number) => void;
}

/** The backfill steps still due (migration 0036), in the order they run. */
export async function dueBackfillSteps(db: Database): Promise<string[]> {
  const due = new Set(
    (await db.query<{ step: string }>('SELECT step FROM similarity_backfill_due')).map(
      (row) => row.step,
    ),
  );
  return STEPS.filter(({ step }) => due.has(step)).map(({ step }) => step);
}

/**
 * Brings a database indexed before decisions 0080 and 0081 up to their bands: runs each step still
 * due and deletes it when it ran to its end. A step stopped between two batches stays due and the
 * next run goes on past what it committed. Reports each step that ran to its end.
 */
export async function backfillSimilarityIndex(
  db: Database,
  { shouldStop, onBatch }: BackfillOptions = {},
): Promise<BackfillReport[]> {
  const due = new Set(await dueBackfillSteps(db));
  const reports: BackfillReport[] = [];
  for (const { step, read, run } of STEPS) {
    if (shouldStop?.()) break;
    if (!due.has(step)) continue;
    const started = performance.now();
    const options: BackfillStepOptions = {
      shouldStop,
      onBatch: (done) => onBatch?.(read, done),
    };
    const rows = await run(db, options);
    if (shouldStop?.()) break;
    await db.query('DELETE FROM similarity_backfill_due WHERE step = $1', [step]);
    reports.push({ read, rows, seconds: (performance.now() - started) / 1000 });
  }
  return reports;
}

/**
 * Starts the backfill beside a server's requests when a step is due (a kept data folder or
 * PostgreSQL indexed before; a fresh seed has none due). Returns the way to stop it between two
 * batches.
 */
export function startSimilarityBackfill(db: Database): () => Promise<void> {
  let stopping = false;
  const running = (async () => {
    if ((await dueBackfillSteps(db)).length === 0) return;
    console.log(
      'dev-api: bringing the look-alike index up to date beside requests (decision 0081)',
    );
    const reports = await backfillSimilarityIndex(db, { shouldStop: () => stopping });
    for (const report of reports)
      console.log(`dev-api: ${report.rows} ${report.read} in ${report.seconds.toFixed(1)} s`);
  })().catch((error: unknown) =>
    console.error('dev-api: the look-alike index was not brought up to date:', error),
  );
  return async () => {
    stopping = true;
    await running;
  };
}
