import {
  changeProfilePasswordBodySchema,
  changeProfilePasswordEndpoint,
} from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import {
  Form,
  FormStatus,
  NewPasswordInput,
  PasswordInput,
  useFormSubmission,
  withConfirmation,
} from '@adlens/shared-ui';
import { useState } from 'react';

const FIELDS = ['current_password', 'password', 'confirmation'] as const;

const EMPTY = { current_password: '', password: '', confirmation: '' };

/** The contract's rule for the body, plus the "type it twice" check of the page. */
const passwordFormSchema = withConfirmation(changeProfilePasswordBodySchema);

/** Changes the password; other sessions end, this one stays signed in (dev-api). */
export function PasswordForm() {
  const api = useApi();
  // Plain state rather than useTextField: a successful change empties the three fields.
  const [values, setValues] = useState(EMPTY);
  const form = useFormSubmission(FIELDS);
  const [status, setStatus] = useState<string>();

  function bind(field: keyof typeof EMPTY) {
    return {
      name: field,
      value: values[field],
      error: form.errors[field],
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [field]: event.target.value })),
    };
  }

  function onSubmit() {
    setStatus(undefined);
    return form.submit(passwordFormSchema, values, async (body) => {
      await api.call(changeProfilePasswordEndpoint, { body }, { handledByPage: ['INLINE'] });
      setValues(EMPTY);
      setStatus('Your password is changed.');
    });
  }

  return (
    <Form
      label="Change password"
      submitLabel="Change password"
      submission={form}
      onSubmit={onSubmit}
      status={<FormStatus message={status} />}
    >
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        {...bind('current_password')}
      />
      <NewPasswordInput label="New password" {...bind('password')} />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        {...bind('confirmation')}
      />
    </Form>
  );
}
