import {
  DEFAULT_ALERT_BUDGET,
  type Follow,
  MAX_ALERT_BUDGET,
  MIN_ALERT_BUDGET,
  alertBudgetSchema,
  errorMessage,
  isApiError,
  updateFollowEndpoint,
} from '@adlens/shared-contracts';
import { useApi, useNotify } from '@adlens/shared-contracts/react';
import { Button, TextInput } from '@adlens/shared-ui';
import { backtestLine, coverageLine, deliveryLine } from '@adlens/shared-ui/follows';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { followBacktestQuery, followsQuery } from '../api/following-queries';

/** The budget as typed, or the reason it cannot be saved (the server says the same with a 422). */
function readBudget(text: string): { budget: number } | { error: string } {
  if (!/^\s*\d+\s*$/.test(text)) return { error: 'Alerts a day must be a whole number' };
  const result = alertBudgetSchema.safeParse(Number(text));
  return result.success
    ? { budget: result.data }
    : { error: result.error.issues[0]?.message ?? 'Invalid' };
}

/** What the rule being edited would have sent, with its loading and error states. */
function BacktestPreview({ follow, budget }: { follow: Follow; budget: number | null }) {
  const api = useApi();
  const rule = {
    kind: follow.kind,
    platform: follow.platform,
    target_id: follow.target_id,
    delivery: follow.delivery,
    ...(budget === null ? {} : { alert_budget: budget }),
  };
  const backtest = useQuery({
    ...followBacktestQuery(api, rule),
    enabled: budget !== null,
    placeholderData: keepPreviousData,
  });
  if (backtest.isError)
    return (
      <div className="alert-rule__backtest" role="alert">
        <p>The backtest could not load: {errorMessage(backtest.error)}</p>
        <Button size="small" variant="secondary" onClick={() => void backtest.refetch()}>
          Retry the backtest
        </Button>
      </div>
    );
  if (!backtest.data)
    return (
      <p className="alert-rule__backtest" role="status">
        Counting what this rule would have sent…
      </p>
    );
  const coverage = coverageLine(backtest.data);
  const delivery = deliveryLine(backtest.data);
  return (
    <div className="alert-rule__backtest" role="status" aria-busy={backtest.isFetching}>
      <p>{backtestLine(backtest.data, 'this')}</p>
      {delivery ? <p>{delivery}</p> : null}
      {coverage ? <p className="alert-rule__coverage">{coverage}</p> : null}
    </div>
  );
}

/**
 * A follow's alert rule (decision 0070): its daily alert budget, with a backtest of what the rule
 * would have sent over the last 30 days shown before it is saved.
 */
export function AlertRuleEditor({
  id,
  follow,
  onClose,
}: {
  id: string;
  follow: Follow;
  onClose: () => void;
}) {
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [text, setText] = useState(String(follow.budget?.limit ?? DEFAULT_ALERT_BUDGET));
  const [serverError, setServerError] = useState<string | null>(null);
  const read = readBudget(text);
  const save = useMutation({
    mutationFn: (budget: number) =>
      api.call(updateFollowEndpoint, {
        params: { id: follow.id },
        body: { delivery: follow.delivery, alert_budget: budget },
      }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: followsQuery(api).queryKey });
      notify.show({
        type: 'success',
        message: `${saved.name}: at most ${saved.budget?.limit ?? ''} alerts a day.`,
      });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.meta.field === 'alert_budget')
        setServerError(error.meta.message);
      else notify.show({ type: 'error', message: errorMessage(error) });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if ('budget' in read) save.mutate(read.budget);
  };
  const error = 'error' in read ? read.error : (serverError ?? undefined);
  return (
    <form
      id={id}
      className="alert-rule"
      aria-label={`Alert rule for ${follow.name}`}
      onSubmit={onSubmit}
      noValidate
    >
      <TextInput
        label="Alerts a day"
        type="number"
        inputMode="numeric"
        min={MIN_ALERT_BUDGET}
        max={MAX_ALERT_BUDGET}
        value={text}
        error={error}
        hint="After this many alerts in a day (UTC), further changes go to the daily digest."
        onChange={(event) => {
          setText(event.target.value);
          setServerError(null);
        }}
      />
      <BacktestPreview follow={follow} budget={'budget' in read ? read.budget : null} />
      <div className="alert-rule__actions">
        <Button type="submit" size="small" disabled={'error' in read || save.isPending}>
          Save alert rule
        </Button>
        <Button type="button" size="small" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
