import type { FilterDefinition } from '@adlens/shared-contracts';
import { CheckboxField } from '@adlens/shared-ui';

interface OptionsFilterProps {
  definition: FilterDefinition;
  value: readonly string[] | string | undefined;
  onChange: (value: string[] | string | undefined) => void;
}

/** Checkboxes for a multi-select, radio buttons (with "Any") for a single select. */
export function OptionsFilter({ definition, value, onChange }: OptionsFilterProps) {
  if (definition.kind === 'single_select') {
    const current = typeof value === 'string' ? value : '';
    const name = `filter-${definition.key}`;
    return (
      <fieldset className="search-filter__options">
        <legend>{definition.label}</legend>
        {[{ value: '', label: 'Any' }, ...definition.options].map((option) => (
          <label key={option.value} className="search-filter__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={current === option.value}
              onChange={() => onChange(option.value || undefined)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
    );
  }
  const selected = new Set(Array.isArray(value) ? value : []);
  function toggle(optionValue: string, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(optionValue);
    else next.delete(optionValue);
    // Keep the option order so that the URL does not depend on click order.
    onChange(definition.options.map((option) => option.value).filter((item) => next.has(item)));
  }
  return (
    <fieldset className="search-filter__options">
      <legend>{definition.label}</legend>
      {definition.options.map((option) => (
        <CheckboxField
          key={option.value}
          label={option.label}
          checked={selected.has(option.value)}
          onChange={(event) => toggle(option.value, event.currentTarget.checked)}
        />
      ))}
    </fieldset>
  );
}
