import type { ChangeKind } from '@adlens/shared-contracts';
import { type SummarisedChange, summariseChanges } from './change-summary';

/** Evidence lines an alert spells out; the announcement's page shows every one. */
export const ALERT_EVIDENCE_LINES = 3;

const KIND_WORDS: Record<ChangeKind, string> = {
  new_ad: 'new',
  stopped: 'stopped',
  reactivated: 'back',
  landing_changed: 'landing page',
  new_country: 'new country',
};

export interface AlertEvidenceLine {
  ad_id: number;
  /** "Ad 812 stopped: not seen in 2 complete crawls since Nov 2". */
  line: string;
}

/**
 * The evidence lines an alert spells out (decision 0065), at most ALERT_EVIDENCE_LINES, and how
 * many more changes have one: every format of the alert (in-app, email, webhook, Slack) reads
 * these, so they say the same.
 */
export function alertEvidence(changes: SummarisedChange[]): {
  lines: AlertEvidenceLine[];
  more: number;
} {
  const explained = changes.filter((change) => change.explanation);
  const lines = explained.slice(0, ALERT_EVIDENCE_LINES).map((change) => ({
    ad_id: change.ad_id,
    line: `Ad ${change.ad_id} ${KIND_WORDS[change.kind]}: ${change.explanation}`,
  }));
  return { lines, more: explained.length - lines.length };
}

/**
 * The text of an alert (in-app notification, email, webhook): the summary, then why it is
 * believed, one evidence line per change (decision 0065): "1 stopped. Ad 812 stopped: not seen in
 * 2 complete crawls since Nov 2". Beyond ALERT_EVIDENCE_LINES the rest is counted, not listed.
 */
export function alertMessage(changes: SummarisedChange[]): string {
  const summary = summariseChanges(changes);
  const evidence = alertEvidence(changes);
  if (evidence.lines.length === 0) return summary;
  const lines = evidence.lines.map((entry) => entry.line);
  if (evidence.more > 0) lines.push(`and ${evidence.more} more on the Following page`);
  return `${summary}. ${lines.join('; ')}`;
}
