import { addTeamMemberEndpoint } from '@adlens/shared-contracts';
import { useHostServices } from '@adlens/shared-contracts/react';
import {
  Button,
  EmailInput,
  FormAlert,
  FormStatus,
  InlineFormRow,
  useFormSubmission,
} from '@adlens/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { accountKeys } from '../../../lib/query-keys';

const FIELDS = ['email'] as const;

/**
 * Invites a person by e-mail; the server's seat limit and other refusals show on the field.
 * Not the kit's `Form` frame: the e-mail and its button sit on one row (InlineFormRow).
 */
export function AddMemberForm() {
  const { api } = useHostServices();
  const queryClient = useQueryClient();
  // Plain state rather than useTextField: a successful invitation empties the field.
  const [email, setEmail] = useState('');
  const { errors, sending, formRef, submit } = useFormSubmission(FIELDS);
  const [status, setStatus] = useState<string>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(undefined);
    void submit(addTeamMemberEndpoint.body, { email }, async (body) => {
      const team = await api.call(addTeamMemberEndpoint, { body }, { handledByPage: ['INLINE'] });
      queryClient.setQueryData(accountKeys.team(), team);
      setEmail('');
      setStatus(`${body.email} is invited to your team.`);
    });
  }

  return (
    <form
      ref={formRef}
      className="adl-form add-member-form"
      aria-label="Add a team member"
      onSubmit={onSubmit}
      noValidate
    >
      <InlineFormRow>
        <EmailInput
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          required
        />
        <Button type="submit" loading={sending}>
          Add member
        </Button>
      </InlineFormRow>
      <FormAlert message={errors.form} />
      <FormStatus message={status} />
    </form>
  );
}
