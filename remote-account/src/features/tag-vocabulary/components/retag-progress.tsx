import { useApi } from '@adlens/shared-contracts/react';
import { FormAlert, FormStatus, Meter } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { retagJobQuery } from '../api/tag-vocabulary-queries';

const STATE_TEXT = {
  queued: 'Re-tagging is queued',
  running: 'Re-tagging your ads',
  done: 'Re-tagging is done',
  failed: 'Re-tagging stopped',
} as const;

/** The latest re-tag job's progress, asked again while it runs; nothing before the first change. */
export function RetagProgress() {
  const query = useQuery(retagJobQuery(useApi()));
  const job = query.data?.job;
  if (!job) return null;
  const percent = job.total > 0 ? Math.floor((job.done / job.total) * 100) : 100;
  return (
    <div className="tag-vocabulary__job">
      <Meter
        label={STATE_TEXT[job.state]}
        value={job.done}
        max={job.total}
        valueText={`${job.done.toLocaleString('en')} of ${job.total.toLocaleString('en')} ads (${percent}%)`}
        tone={job.state === 'failed' ? 'danger' : job.state === 'done' ? 'success' : 'accent'}
      />
      {/* Announced once per state, not at every poll: the meter carries the running figure. */}
      <FormStatus message={job.state === 'done' ? 'Every ad is re-tagged.' : undefined} />
      <FormAlert message={job.error ?? undefined} />
    </div>
  );
}
