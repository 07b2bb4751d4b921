import { ApiError, changeProfilePasswordBodySchema } from '@adlens/shared-contracts';
import { useState } from 'react';
import { Button } from '../components/button/button';
import { EmptyState } from '../components/empty-state/empty-state';
import { PasswordInput } from '../components/inputs/password-input';
import { Skeleton } from '../components/skeleton/skeleton';
import { AsyncContent, type QueryResultLike } from '../data/async-content';
import { CodeInput } from '../forms/code-input';
import { Form } from '../forms/form';
import { FormStatus } from '../forms/form-alert';
import { NewPasswordInput } from '../forms/new-password-input';
import { useFormSubmission } from '../forms/use-form-submission';
import { useTextField } from '../forms/use-text-field';
import { withConfirmation } from '../forms/with-confirmation';
import { GallerySection } from './gallery-section';

const PASSWORD_FIELDS = ['current_password', 'password', 'confirmation'] as const;
const passwordSchema = withConfirmation(changeProfilePasswordBodySchema);
// The gallery has no server: this current password plays the one the server accepts.
const GALLERY_PASSWORD = 'gallery';

function PasswordChangeExample() {
  const current = useTextField();
  const password = useTextField();
  const confirmation = useTextField();
  const form = useFormSubmission(PASSWORD_FIELDS);
  const [status, setStatus] = useState<string | undefined>();

  async function send(body: { current_password: string }) {
    setStatus(undefined);
    await Promise.resolve();
    if (body.current_password !== GALLERY_PASSWORD) {
      const meta = { message: 'The current password is wrong', field: 'current_password' };
      throw new ApiError({ ...meta, action: 'INLINE', type: 'error' }, 422);
    }
    setStatus('Your password has been changed.');
  }

  return (
    <div style={{ width: 320 }}>
      <Form
        label="Change password"
        submitLabel="Change password"
        submission={form}
        status={<FormStatus message={status} />}
        onSubmit={() =>
          form.submit(
            passwordSchema,
            {
              current_password: current.value,
              password: password.value,
              confirmation: confirmation.value,
            },
            send,
          )
        }
      >
        <PasswordInput
          label={`Current password (try "${GALLERY_PASSWORD}")`}
          name="current_password"
          {...current}
          error={form.errors.current_password}
        />
        <NewPasswordInput label="New password" {...password} error={form.errors.password} />
        <PasswordInput
          label="Repeat the new password"
          name="confirmation"
          autoComplete="new-password"
          {...confirmation}
          error={form.errors.confirmation}
        />
      </Form>
    </div>
  );
}

type Advertisers = readonly string[];
type DemoState = 'pending' | 'error' | 'empty' | 'success';
const DEMO_STATES: readonly DemoState[] = ['pending', 'error', 'empty', 'success'];

function demoQuery(state: DemoState, retry: () => void): QueryResultLike<Advertisers> {
  const base = { error: null, refetch: retry, isFetching: false };
  if (state === 'pending') return { ...base, status: 'pending', isFetching: true };
  if (state === 'error') {
    const error = new ApiError({ message: 'The analytics service is busy.', type: 'error' }, 503);
    return { ...base, status: 'error', error };
  }
  return { ...base, status: 'success', data: state === 'empty' ? [] : ['Acme', 'Globex'] };
}

function AsyncContentExample() {
  const [state, setState] = useState<DemoState>('pending');
  return (
    <div style={{ width: 320, display: 'grid', gap: 8 }}>
      <div role="group" aria-label="Query state" style={{ display: 'flex', gap: 4 }}>
        {DEMO_STATES.map((option) => (
          <Button
            key={option}
            size="small"
            variant={option === state ? 'primary' : 'secondary'}
            aria-pressed={option === state}
            onClick={() => setState(option)}
          >
            {option}
          </Button>
        ))}
      </div>
      <AsyncContent
        query={demoQuery(state, () => setState('success'))}
        skeleton={
          <div style={{ display: 'grid', gap: 8 }}>
            <Skeleton width="70%" />
            <Skeleton width="50%" />
          </div>
        }
        loadingLabel="Loading the advertisers"
        errorTitle="The advertisers could not load"
        isEmpty={(advertisers) => advertisers.length === 0}
        empty={<EmptyState title="No advertisers in this period" />}
      >
        {(advertisers) => (
          <ul aria-label="Advertisers">
            {advertisers.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </AsyncContent>
    </div>
  );
}

/** The form and data kit: what pages build forms and data regions from. */
export function KitSections() {
  return (
    <>
      <GallerySection title="Form kit: Form, useFormSubmission, NewPasswordInput, CodeInput">
        <PasswordChangeExample />
        <div style={{ width: 240 }}>
          <CodeInput label="Confirmation code" />
        </div>
      </GallerySection>
      <GallerySection title="AsyncContent: pending, error with Retry, empty, data">
        <AsyncContentExample />
      </GallerySection>
    </>
  );
}
