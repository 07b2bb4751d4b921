import type { Download } from '@adlens/shared-contracts';
import { EXPORT_POLL_MS, downloadsRefetchInterval } from './downloads-api';

const job = (status: NonNullable<Download['export']>['status']) => ({
  export: {
    status,
    format: 'csv' as const,
    rows_done: 0,
    rows_total: null,
    rows_matched: null,
    error: null,
  },
});

describe('polling the downloads', () => {
  it('polls while an export is queued or running', () => {
    expect(downloadsRefetchInterval({ items: [job('ready'), job('queued')] })).toBe(EXPORT_POLL_MS);
    expect(downloadsRefetchInterval({ items: [job('running')] })).toBe(EXPORT_POLL_MS);
  });

  it('stops once every export ended, and for the catalog alone', () => {
    expect(downloadsRefetchInterval({ items: [job('ready'), job('failed')] })).toBe(false);
    expect(downloadsRefetchInterval({ items: [{ export: null }, {}] })).toBe(false);
    expect(downloadsRefetchInterval(undefined)).toBe(false);
  });
});
