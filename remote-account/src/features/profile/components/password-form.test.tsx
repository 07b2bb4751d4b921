import { screen, within } from '@testing-library/react';
import { inlineError } from '../../../testing/api-errors';
import { deferred } from '@adlens/shared-contracts/testing';
import { profileFixture } from '../../../testing/fixtures';
import { renderAccountPage } from '../../../testing/render-account-page';

const CHANGE = 'PATCH /v1/user/profile/password';

function renderPassword(change: () => unknown = () => ({ changed: true })) {
  const rendered = renderAccountPage('/dashboard/profile', {
    handlers: { 'GET /v1/user/profile': () => profileFixture(), [CHANGE]: change },
  });
  return {
    ...rendered,
    changes: () => rendered.services.calls.filter((c) => c.endpoint === CHANGE),
  };
}

async function passwordForm() {
  const form = within(await screen.findByRole('form', { name: 'Change password' }));
  return {
    form,
    current: form.getByLabelText('Current password', { selector: 'input' }),
    next: form.getByLabelText('New password', { selector: 'input' }),
    again: form.getByLabelText('Confirm new password', { selector: 'input' }),
    submit: form.getByRole('button', { name: 'Change password' }),
  };
}

describe('password form', () => {
  it('explains the rule and checks it and the repeated password before sending', async () => {
    const { user, changes } = renderPassword();
    const { current, next, again, submit } = await passwordForm();
    expect(next).toHaveAccessibleDescription('Use at least 8 characters.');

    await user.type(next, 'short');
    await user.type(again, 'shorter');
    await user.click(submit);

    expect(current).toHaveAccessibleDescription('Current password is required');
    expect(next).toHaveAccessibleDescription(
      'Use at least 8 characters. Password must be at least 8 characters',
    );
    expect(again).toHaveAccessibleDescription('The passwords do not match');
    expect(current).toHaveFocus();
    expect(changes()).toEqual([]);
  });

  it('reveals a password with Show and hides it with Hide', async () => {
    const { user } = renderPassword();
    const { form, current } = await passwordForm();
    expect(current).toHaveAttribute('type', 'password');

    await user.click(form.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(current).toHaveAttribute('type', 'text');
    await user.click(form.getByRole('button', { name: 'Hide password' }));
    expect(current).toHaveAttribute('type', 'password');
  });

  it('changes the password, says so and clears the fields', async () => {
    const { user, changes } = renderPassword();
    const { form, current, next, again, submit } = await passwordForm();

    await user.type(current, 'adlens-demo');
    await user.type(next, 'new-secret-1');
    await user.type(again, 'new-secret-1');
    await user.click(submit);

    expect(await form.findByText('Your password is changed.')).toBeVisible();
    expect(changes()[0]?.input.body).toEqual({
      current_password: 'adlens-demo',
      password: 'new-secret-1',
    });
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    expect(again).toHaveValue('');
  });

  it('shows a wrong current password on its field and keeps all three passwords', async () => {
    const { user } = renderPassword(() => {
      throw inlineError('current_password', 'The current password is wrong');
    });
    const { current, next, again, submit } = await passwordForm();

    await user.type(current, 'guess');
    await user.type(next, 'new-secret-1');
    await user.type(again, 'new-secret-1');
    await user.click(submit);

    expect(await screen.findByText('The current password is wrong')).toBeVisible();
    expect(current).toHaveAccessibleDescription('The current password is wrong');
    expect(current).toHaveValue('guess');
    expect(next).toHaveValue('new-secret-1');
    expect(again).toHaveValue('new-secret-1');
  });

  it('sends one request while a change is on its way', async () => {
    const pending = deferred<unknown>();
    const { user, changes } = renderPassword(() => pending.promise);
    const { form, current, next, again, submit } = await passwordForm();

    await user.type(current, 'adlens-demo');
    await user.type(next, 'new-secret-1');
    await user.type(again, 'new-secret-1{Enter}');
    await user.type(again, '{Enter}');
    await user.click(submit);

    expect(changes()).toHaveLength(1);
    pending.resolve({ changed: true });
    expect(await form.findByText('Your password is changed.')).toBeVisible();
  });
});
