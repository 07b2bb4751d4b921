import { CheckboxField } from '@adlens/shared-ui';

/** Groups near-identical creatives into one card, or shows each on its own (decision 0033). */
export function VariantsToggle({
  grouped,
  onChange,
}: {
  grouped: boolean;
  onChange: (grouped: boolean) => void;
}) {
  return (
    <CheckboxField
      label="Group variants"
      checked={grouped}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
