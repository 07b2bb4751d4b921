import type {
  LandingHistory as LandingHistoryData,
  LandingVersion,
} from '@adlens/shared-contracts';
import { AsyncContent, Card, EmptyState, Skeleton, formatDate } from '@adlens/shared-ui';
import { type ComponentProps, useId, useState } from 'react';
import { type TimelineEntry, landingTimeline } from '../state/landing-timeline';

type HistoryQuery = ComponentProps<typeof AsyncContent<LandingHistoryData>>['query'];

function pageName(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return url;
  }
}

function VersionLine({ version, showUrl }: { version: LandingVersion; showUrl: boolean }) {
  const label = version.first ? 'First seen' : version.material ? 'Offer changed' : 'Cosmetic';
  return (
    <>
      <time dateTime={version.seen_on}>{formatDate(version.seen_on)}</time>
      <span className="landing-history__kind">{label}</span>
      <span className="landing-history__summary">
        {version.first ? 'first version recorded' : version.summary}
      </span>
      {showUrl ? <span className="landing-history__url">{pageName(version.url)}</span> : null}
    </>
  );
}

function Entry({ entry, showUrl }: { entry: TimelineEntry; showUrl: boolean }) {
  if (entry.kind === 'version')
    return (
      <li className={entry.version.material ? 'landing-history__material' : undefined}>
        <VersionLine version={entry.version} showUrl={showUrl} />
      </li>
    );
  return <CosmeticFold versions={entry.versions} showUrl={showUrl} />;
}

/** A disclosure button: focusable, opened with Enter or Space, says whether it is expanded. */
function CosmeticFold({ versions, showUrl }: { versions: LandingVersion[]; showUrl: boolean }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const count = versions.length;
  return (
    <li>
      <button
        type="button"
        className="landing-history__fold"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {count} cosmetic {count === 1 ? 'change' : 'changes'} {open ? 'shown' : 'hidden'}
      </button>
      <ul id={listId} hidden={!open}>
        {versions.map((version) => (
          <li key={version.id}>
            <VersionLine version={version} showUrl={showUrl} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function HistorySkeleton() {
  return (
    <>
      <Skeleton height={20} />
      <Skeleton height={20} />
      <Skeleton height={20} width="70%" />
    </>
  );
}

/**
 * The landing pages' timeline on the ad detail (decision 0064): each offer change with its one
 * line diff, cosmetic edits folded away, newest first.
 */
export function LandingHistory({ query }: { query: HistoryQuery }) {
  return (
    <Card title="Landing page history">
      <AsyncContent
        query={query}
        skeleton={<HistorySkeleton />}
        loadingLabel="Loading the landing page history"
        errorTitle="Landing page history unavailable"
        isEmpty={(data) => data.versions.length === 0}
        empty={
          <EmptyState
            title="No landing page versions yet"
            description="Versions are recorded when a crawl downloads the pages this ad leads to."
          />
        }
      >
        {(data) => {
          const showUrl = new Set(data.versions.map((version) => version.url)).size > 1;
          return (
            <ol className="landing-history" aria-label="Landing page versions, newest first">
              {landingTimeline(data.versions).map((entry) => (
                <Entry
                  key={entry.kind === 'version' ? entry.version.id : `c${entry.versions[0]?.id}`}
                  entry={entry}
                  showUrl={showUrl}
                />
              ))}
            </ol>
          );
        }}
      </AsyncContent>
    </Card>
  );
}
