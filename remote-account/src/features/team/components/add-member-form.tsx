import { addTeamMemberEndpoint, useHostServices } from '@adlens/shared-contracts';
import { EmailInput } from '@adlens/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormFrame } from '../../../components/pending-kit/form-frame';
import { useFormSubmission } from '../../../components/pending-kit/use-form-submission';
import { useTextField } from '../../../components/pending-kit/use-text-field';
import { TEAM_QUERY_KEY } from '../api/team-query';

const FIELDS = ['email'] as const;

/** Invites a person by e-mail; the server's seat limit and other refusals show on the field. */
export function AddMemberForm() {
  const { api } = useHostServices();
  const queryClient = useQueryClient();
  const email = useTextField();
  const form = useFormSubmission(FIELDS);
  const [status, setStatus] = useState<string>();

  function onSubmit() {
    setStatus(undefined);
    return form.submit(addTeamMemberEndpoint.body, { email: email.value }, async (body) => {
      const team = await api.call(addTeamMemberEndpoint, { body }, { handledByPage: ['INLINE'] });
      queryClient.setQueryData(TEAM_QUERY_KEY, team);
      email.reset();
      setStatus(`${body.email} is invited to your team.`);
    });
  }

  return (
    <FormFrame
      label="Add a team member"
      submitLabel="Add member"
      submission={form}
      onSubmit={onSubmit}
      status={status}
      className="add-member-form"
    >
      <EmailInput
        name="email"
        value={email.value}
        onChange={email.onChange}
        error={form.errors.email}
        hint="We send them an invitation to join your team."
        required
      />
    </FormFrame>
  );
}
