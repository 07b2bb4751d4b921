import { addTeamMemberEndpoint, useHostServices } from '@adlens/shared-contracts';
import { EmailInput, Form, FormStatus, useFormSubmission } from '@adlens/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TEAM_QUERY_KEY } from '../api/team-query';

const FIELDS = ['email'] as const;

/** Invites a person by e-mail; the server's seat limit and other refusals show on the field. */
export function AddMemberForm() {
  const { api } = useHostServices();
  const queryClient = useQueryClient();
  // Plain state rather than useTextField: a successful invitation empties the field.
  const [email, setEmail] = useState('');
  const form = useFormSubmission(FIELDS);
  const [status, setStatus] = useState<string>();

  function onSubmit() {
    setStatus(undefined);
    return form.submit(addTeamMemberEndpoint.body, { email }, async (body) => {
      const team = await api.call(addTeamMemberEndpoint, { body }, { handledByPage: ['INLINE'] });
      queryClient.setQueryData(TEAM_QUERY_KEY, team);
      setEmail('');
      setStatus(`${body.email} is invited to your team.`);
    });
  }

  return (
    <Form
      label="Add a team member"
      submitLabel="Add member"
      submission={form}
      onSubmit={onSubmit}
      status={<FormStatus message={status} />}
      className="add-member-form"
    >
      <EmailInput
        name="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={form.errors.email}
        hint="We send them an invitation to join your team."
        required
      />
    </Form>
  );
}
