import { useId } from 'react';

export interface PeriodOption<Value extends string> {
  value: Value;
  label: string;
}

export interface PeriodControlProps<Value extends string> {
  label: string;
  options: readonly PeriodOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

// DESIGN: swap for shared-ui's SegmentedControl once it lands on main.
/** One choice out of a few, as a radio group (arrows move between the options). */
export function PeriodControl<Value extends string>({
  label,
  options,
  value,
  onChange,
}: PeriodControlProps<Value>) {
  const name = useId();
  return (
    <fieldset className="insights-segmented">
      <legend className="insights-segmented__legend">{label}</legend>
      {options.map((option) => (
        <label key={option.value} className="insights-segmented__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
