import type { AppContext } from '../../http/app-context';
import { forgetSearchCounts } from '../ads/search-counts';
import { runRetagJob, unfinishedRetagJobs } from './retag-jobs';

/** Runs the job in the process's background, after any job already queued. */
export function startRetagJob(app: AppContext, id: number): void {
  // A re-tag moves ads in and out of tag searches: the counts remembered for them go with it.
  app.retagJobs.enqueue(id, () =>
    runRetagJob(app.db, id).finally(() => forgetSearchCounts(app.searchCounts)),
  );
}

/** At a server's start: jobs a previous process left unfinished go on from their last batch. */
export async function resumeRetagJobs(app: AppContext): Promise<void> {
  for (const id of await unfinishedRetagJobs(app.db)) startRetagJob(app, id);
}
