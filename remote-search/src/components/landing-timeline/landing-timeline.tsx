import type { LandingVersion } from '@adlens/shared-contracts';
import { formatDate } from '@adlens/shared-ui';
import { useId, useState } from 'react';
import { type TimelineEntry, landingTimeline } from './timeline-entries';

/** A page's address without its scheme or query: what a reader recognises. */
export function pageName(url: string): string {
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

/**
 * Versions of landing pages as a timeline (decision 0064), newest first: each offer change with
 * its one-line diff, runs of cosmetic edits folded behind a disclosure. Read by the ad detail and
 * the advertiser page. `showUrl` names each version's page, for a timeline mixing several pages.
 */
export function LandingTimeline({
  versions,
  label,
  showUrl,
}: {
  versions: LandingVersion[];
  label: string;
  showUrl: boolean;
}) {
  return (
    <ol className="landing-history" aria-label={label}>
      {landingTimeline(versions).map((entry) => (
        <Entry
          key={entry.kind === 'version' ? entry.version.id : `c${entry.versions[0]?.id}`}
          entry={entry}
          showUrl={showUrl}
        />
      ))}
    </ol>
  );
}
