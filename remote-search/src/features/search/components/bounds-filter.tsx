import type { FilterDefinition } from '@adlens/shared-contracts';
import { Button, TextInput } from '@adlens/shared-ui';
import { type FormEvent, useState } from 'react';

type Bounds = { min?: number; max?: number } | { from?: string; to?: string };

interface BoundsFilterProps {
  definition: FilterDefinition;
  value: Bounds | undefined;
  onChange: (value: Bounds | undefined) => void;
}

function text(value: unknown): string {
  return value === undefined ? '' : String(value);
}

/**
 * Two bounds (numbers or dates) applied together with a button, so that typing "1000" does not
 * start four searches.
 */
export function BoundsFilter({ definition, value, onChange }: BoundsFilterProps) {
  const dates = definition.kind === 'date_range';
  const [lowName, highName] = dates ? (['from', 'to'] as const) : (['min', 'max'] as const);
  const current: Record<string, unknown> = { ...value };
  const [low, setLow] = useState(text(current[lowName]));
  const [high, setHigh] = useState(text(current[highName]));
  const [error, setError] = useState<string | undefined>();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (dates) {
      if (low && high && low > high)
        return setError('The start date must not be after the end date.');
      setError(undefined);
      return onChange({ from: low || undefined, to: high || undefined });
    }
    const min = low === '' ? undefined : Number(low);
    const max = high === '' ? undefined : Number(high);
    if ((min !== undefined && !(min >= 0)) || (max !== undefined && !(max >= 0))) {
      return setError('Enter whole numbers of 0 or more.');
    }
    if (min !== undefined && max !== undefined && min > max) {
      return setError('The minimum must not be above the maximum.');
    }
    setError(undefined);
    onChange({ min, max });
  }

  return (
    <form className="search-filter__bounds" onSubmit={apply} aria-label={definition.label}>
      <TextInput
        label={dates ? 'From' : 'Min'}
        type={dates ? 'date' : 'number'}
        min={dates ? undefined : (definition.min ?? 0)}
        max={dates ? undefined : (definition.max ?? undefined)}
        value={low}
        onChange={(event) => setLow(event.currentTarget.value)}
      />
      <TextInput
        label={dates ? 'To' : 'Max'}
        type={dates ? 'date' : 'number'}
        min={dates ? undefined : (definition.min ?? 0)}
        max={dates ? undefined : (definition.max ?? undefined)}
        value={high}
        error={error}
        onChange={(event) => setHigh(event.currentTarget.value)}
      />
      <div className="search-filter__actions">
        <Button type="submit" size="small">
          Apply
        </Button>
        <Button
          variant="ghost"
          size="small"
          onClick={() => {
            setLow('');
            setHigh('');
            onChange(undefined);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
