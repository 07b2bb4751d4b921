import { API_KEY_SCOPES, type ApiKeyScope } from '@adlens/shared-contracts';
import { CheckboxField } from '@adlens/shared-ui';
import { useId } from 'react';
import { SCOPE_DESCRIPTIONS } from '../state/api-key-scopes';

/**
 * The scopes as one group of checkboxes: the legend names the group, and an error (none ticked,
 * or the server's) marks every box invalid and is read with each of them.
 */
export function ScopeCheckboxes({
  value,
  onChange,
  error,
}: {
  value: readonly ApiKeyScope[];
  onChange: (scopes: ApiKeyScope[]) => void;
  error: string | undefined;
}) {
  const errorId = useId();
  function toggle(scope: ApiKeyScope, checked: boolean) {
    const next = new Set(value);
    if (checked) next.add(scope);
    else next.delete(scope);
    onChange(API_KEY_SCOPES.filter((known) => next.has(known)));
  }
  return (
    <fieldset className="api-key-scopes">
      <legend className="adl-field__label">Scopes</legend>
      {API_KEY_SCOPES.map((scope) => (
        <CheckboxField
          key={scope}
          name="scopes"
          value={scope}
          label={<code>{scope}</code>}
          hint={SCOPE_DESCRIPTIONS[scope]}
          checked={value.includes(scope)}
          onChange={(event) => toggle(scope, event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      ))}
      {error ? (
        <p id={errorId} className="adl-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
