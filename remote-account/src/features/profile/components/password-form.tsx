import {
  type EndpointBody,
  changeProfilePasswordBodySchema,
  changeProfilePasswordEndpoint,
  useApi,
} from '@adlens/shared-contracts';
import { PasswordInput } from '@adlens/shared-ui';
import { useState } from 'react';
import type { ValidationIssue } from '../../../components/pending-kit/field-errors';
import { FormFrame } from '../../../components/pending-kit/form-frame';
import { NewPasswordInput } from '../../../components/pending-kit/new-password-input';
import {
  type FormSchema,
  useFormSubmission,
} from '../../../components/pending-kit/use-form-submission';
import { useTextField } from '../../../components/pending-kit/use-text-field';

const FIELDS = ['current_password', 'password', 'confirmation'] as const;

export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match';

type PasswordBody = EndpointBody<typeof changeProfilePasswordEndpoint>;

interface PasswordValues extends PasswordBody {
  confirmation: string;
}

/** The contract's rule for the body, plus the "type it twice" check of the page. */
function passwordFormSchema(values: PasswordValues): FormSchema<PasswordBody> {
  return {
    safeParse() {
      const parsed = changeProfilePasswordBodySchema.safeParse(values);
      const issues: ValidationIssue[] = parsed.success ? [] : [...parsed.error.issues];
      if (values.confirmation !== values.password) {
        issues.push({ path: ['confirmation'], message: PASSWORDS_DIFFER_MESSAGE });
      }
      if (parsed.success && issues.length === 0) return { success: true, data: parsed.data };
      return { success: false, error: { issues } };
    },
  };
}

/** Changes the password; other sessions end, this one stays signed in (dev-api). */
export function PasswordForm() {
  const api = useApi();
  const current = useTextField();
  const password = useTextField();
  const confirmation = useTextField();
  const form = useFormSubmission(FIELDS);
  const [status, setStatus] = useState<string>();

  function onSubmit() {
    setStatus(undefined);
    const values = {
      current_password: current.value,
      password: password.value,
      confirmation: confirmation.value,
    };
    return form.submit(passwordFormSchema(values), values, async (body) => {
      await api.call(changeProfilePasswordEndpoint, { body }, { handledByPage: ['INLINE'] });
      current.reset();
      password.reset();
      confirmation.reset();
      setStatus('Your password is changed.');
    });
  }

  return (
    <FormFrame
      label="Change password"
      submitLabel="Change password"
      submission={form}
      onSubmit={onSubmit}
      status={status}
    >
      <PasswordInput
        label="Current password"
        name="current_password"
        autoComplete="current-password"
        value={current.value}
        onChange={current.onChange}
        error={form.errors.current_password}
      />
      <NewPasswordInput
        name="password"
        value={password.value}
        onChange={password.onChange}
        error={form.errors.password}
      />
      <PasswordInput
        label="Confirm new password"
        name="confirmation"
        autoComplete="new-password"
        value={confirmation.value}
        onChange={confirmation.onChange}
        error={form.errors.confirmation}
      />
    </FormFrame>
  );
}
