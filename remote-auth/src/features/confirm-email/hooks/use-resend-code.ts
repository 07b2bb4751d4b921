import { confirmResendEndpoint, emailBodySchema } from '@adlens/shared-contracts';
import { useHostServices } from '@adlens/shared-contracts/react';
import { errorsFromFailure, errorsFromIssues } from '@adlens/shared-ui';
import { useState } from 'react';

export interface ResendState {
  sending: boolean;
  /** Announced after a successful resend. */
  status: string | undefined;
  /** Message for the e-mail field when the address cannot be used. */
  emailError: string | undefined;
  /** Message for the form when the resend failed for another reason. */
  formError: string | undefined;
}

export function useResendCode() {
  const { api } = useHostServices();
  const [state, setState] = useState<ResendState>({
    sending: false,
    status: undefined,
    emailError: undefined,
    formError: undefined,
  });

  async function resend(email: string) {
    const parsed = emailBodySchema.safeParse({ email });
    if (!parsed.success) {
      const errors = errorsFromIssues(parsed.error.issues, ['email']);
      setState({
        sending: false,
        status: undefined,
        emailError: errors.email,
        formError: undefined,
      });
      return;
    }
    setState({ sending: true, status: undefined, emailError: undefined, formError: undefined });
    try {
      const data = await api.call(
        confirmResendEndpoint,
        { body: parsed.data },
        { handledByPage: ['INLINE'] },
      );
      setState({
        sending: false,
        status: `We sent a new code to ${data.email}.`,
        emailError: undefined,
        formError: undefined,
      });
    } catch (error) {
      const errors = errorsFromFailure(error, ['email']);
      setState({
        sending: false,
        status: undefined,
        emailError: errors.email,
        formError: errors.form,
      });
    }
  }

  return { ...state, resend };
}
