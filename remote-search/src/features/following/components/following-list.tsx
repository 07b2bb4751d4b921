import {
  type Follow,
  type FollowBudgetToday,
  type FollowDelivery,
  budgetReachedLine,
  errorMessage,
  followStatusKey,
  href,
  unfollowEndpoint,
  updateFollowEndpoint,
} from '@adlens/shared-contracts';
import { useApi, useNotify } from '@adlens/shared-contracts/react';
import { Button, Chip, VisuallyHidden, formatCompactNumber } from '@adlens/shared-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useOptimisticMutation } from '../../../lib/use-optimistic-mutation';
import { followEvidenceQuery } from '../../../components/change-evidence/evidence-queries';
import { evidenceByAd, evidenceText } from '../../../components/change-evidence/change-labels';
import '../../../components/change-evidence/evidence.css';
import { followsQuery } from '../api/following-queries';
import { AlertRuleEditor } from './alert-rule-editor';
import { KIND_LABELS, describeChanges, followedThingPath } from './follow-links';

type FollowsData = { items: Follow[] };

/** The changed ads listed on a follow; the rest stay behind "and N more". */
const SHOWN_CHANGED_ADS = 8;

/**
 * The follow's changed ads, each with why the change is believed ("Stopped: not seen in 2
 * complete crawls since Nov 2"); while the evidence loads, or where it failed, the ads still list.
 */
function ChangedAds({ follow }: { follow: Follow }) {
  const api = useApi();
  const evidence = useQuery(followEvidenceQuery(api, follow.id));
  const byAd = evidenceByAd(evidence.data?.items ?? []);
  const changed = follow.changed_ad_ids;
  return (
    <ul className="following-row__ads" aria-label={`Changed ads of ${follow.name}`}>
      {changed.slice(0, SHOWN_CHANGED_ADS).map((adId) => (
        <li key={adId}>
          <Link className="adl-link" to={href('adDetail', { platform: follow.platform, id: adId })}>
            Ad {adId}
          </Link>
          {(byAd.get(adId) ?? []).map((item) => (
            <span key={`${item.kind}-${item.day}`} className="evidence-line">
              {' '}
              · {evidenceText(item)}
            </span>
          ))}
        </li>
      ))}
      {changed.length > SHOWN_CHANGED_ADS ? (
        <li>and {changed.length - SHOWN_CHANGED_ADS} more</li>
      ) : null}
    </ul>
  );
}

/** Today's use of the follow's alert budget; once spent, where the rest of the changes went. */
function BudgetLine({ budget }: { budget: FollowBudgetToday }) {
  if (budget.held > 0)
    return (
      <p className="following-row__budget following-row__budget--reached">
        {budgetReachedLine(budget.held)}
      </p>
    );
  return (
    <p className="following-row__budget">
      {budget.alerts} of {budget.limit} alerts sent today
    </p>
  );
}

function FollowRow({
  follow,
  onUnfollow,
  onDelivery,
}: {
  follow: Follow;
  onUnfollow: () => void;
  onDelivery: (delivery: FollowDelivery) => void;
}) {
  const headingId = `follow-${follow.id}`;
  const editorId = `alert-rule-${follow.id}`;
  const [editing, setEditing] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeEditor = () => {
    setEditing(false);
    // The form goes away under the focus: give it back to the button that opened it.
    toggle.current?.focus();
  };
  return (
    <li className="following-row" aria-labelledby={headingId}>
      <div className="following-row__head">
        <h3 id={headingId}>
          <Link className="adl-link" to={followedThingPath(follow)}>
            {follow.name}
          </Link>
        </h3>
        <Chip tone="neutral">{KIND_LABELS[follow.kind]}</Chip>
        {follow.stale ? <Chip tone="warning">Stale: no ads for over 90 days</Chip> : null}
      </div>
      <p className="following-row__changes">{describeChanges(follow.changes_since_seen)}</p>
      {follow.changed_ad_ids.length > 0 ? <ChangedAds follow={follow} /> : null}
      {follow.budget ? <BudgetLine budget={follow.budget} /> : null}
      <div className="following-row__actions">
        <span className="following-row__meta">
          {formatCompactNumber(follow.followers)}{' '}
          {follow.followers === 1 ? 'follower' : 'followers'} on Adlens
          {follow.last_activity ? ` · last ad seen ${follow.last_activity}` : ''}
        </span>
        <label>
          Alerts{' '}
          <select
            value={follow.delivery}
            onChange={(event) =>
              onDelivery(event.target.value === 'daily_digest' ? 'daily_digest' : 'instant')
            }
          >
            <option value="instant">Instant</option>
            <option value="daily_digest">Daily digest</option>
          </select>
        </label>
        <Button
          ref={toggle}
          size="small"
          variant="secondary"
          aria-expanded={editing}
          aria-controls={editing ? editorId : undefined}
          onClick={() => setEditing((open) => !open)}
        >
          Alert rule<VisuallyHidden> for {follow.name}</VisuallyHidden>
        </Button>
        <Button size="small" variant="secondary" onClick={onUnfollow}>
          Unfollow<VisuallyHidden> {follow.name}</VisuallyHidden>
        </Button>
      </div>
      {editing ? <AlertRuleEditor id={editorId} follow={follow} onClose={closeEditor} /> : null}
    </li>
  );
}

/** The user's follows; unfollowing and the alert choice show at once and go back on a refusal. */
export function FollowingList({ follows }: { follows: Follow[] }) {
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const queryKey = followsQuery(api).queryKey;
  const onError = (error: Error) => notify.show({ type: 'error', message: errorMessage(error) });
  const unfollow = useOptimisticMutation<FollowsData, Follow, unknown>({
    queryKey,
    change: (current, follow) => ({
      items: current.items.filter((item) => item.id !== follow.id),
    }),
    mutationFn: (follow) => api.call(unfollowEndpoint, { params: { id: follow.id } }),
    onError,
    onSuccess: (_result, follow) => {
      // The owner's or campaign's own page shows the follow from the shared cache: not any more.
      void queryClient.invalidateQueries({
        queryKey: followStatusKey({
          kind: follow.kind,
          platform: follow.platform,
          id: follow.target_id,
        }),
      });
      notify.show({ type: 'success', message: `You no longer follow ${follow.name}.` });
    },
  });
  const delivery = useOptimisticMutation<
    FollowsData,
    { follow: Follow; delivery: FollowDelivery },
    unknown
  >({
    queryKey,
    change: (current, { follow, delivery: next }) => ({
      items: current.items.map((item) =>
        item.id === follow.id ? { ...item, delivery: next } : item,
      ),
    }),
    mutationFn: ({ follow, delivery: next }) =>
      api.call(updateFollowEndpoint, { params: { id: follow.id }, body: { delivery: next } }),
    onError,
  });
  return (
    <ul className="following-list" aria-label="Followed">
      {follows.map((follow) => (
        <FollowRow
          key={follow.id}
          follow={follow}
          onUnfollow={() => unfollow.mutate(follow)}
          onDelivery={(next) => delivery.mutate({ follow, delivery: next })}
        />
      ))}
    </ul>
  );
}
