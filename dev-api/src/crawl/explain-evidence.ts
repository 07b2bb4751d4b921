import type { ChangeEvidence, EvidenceKind } from './crawl-model';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 24": an ISO day as the product writes it (a table, since Intl is slow per event). */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? '?'} ${date ?? '?'}`;
}

function crawls(count: number, complete: boolean): string {
  const noun = count === 1 ? 'crawl' : 'crawls';
  return complete ? `${count} complete ${noun}` : `${count} ${noun} that covered it`;
}

/** The one line that says why the index believes a change (decision 0061). */
export function explainEvidence(kind: EvidenceKind, evidence: ChangeEvidence): string {
  const last = evidence.runs[evidence.runs.length - 1];
  const on = last ? shortDay(last.day) : 'an unknown day';
  switch (kind) {
    case 'stopped': {
      const complete = evidence.runs.every((run) => run.complete);
      const since = evidence.last_seen ? ` since ${shortDay(evidence.last_seen)}` : '';
      return `not seen in ${crawls(evidence.runs.length, complete)}${since}`;
    }
    case 'new_ad': {
      const how = last?.complete ? 'a complete crawl' : 'a crawl that read its window in full';
      const listed =
        evidence.first_seen && last && evidence.first_seen !== last.day
          ? `listed since ${shortDay(evidence.first_seen)}, confirmed by ${how} on ${on}`
          : `first seen ${on} in ${how}`;
      return listed;
    }
    case 'reactivated':
      return evidence.stopped_on
        ? `seen again ${on} after it stopped ${shortDay(evidence.stopped_on)}`
        : `seen again ${on}`;
    case 'landing_changed':
      return `seen ${on} pointing to a new landing page`;
  }
}
