import { screen, waitFor, within } from '@testing-library/react';
import { apiError, inlineError } from '../../../testing/api-errors';
import { deferred } from '@adlens/shared-contracts/testing';
import { profileFixture } from '../../../testing/fixtures';
import { renderAccountPage } from '../../../testing/render-account-page';

const GET = 'GET /v1/user/profile';
const PATCH = 'PATCH /v1/user/profile';

function renderProfile(
  patch: (input: { body?: unknown }) => unknown = ({ body }) => ({
    ...profileFixture(),
    ...Object(body),
  }),
) {
  const rendered = renderAccountPage('/dashboard/profile', {
    handlers: { [GET]: () => profileFixture(), [PATCH]: patch },
  });
  return {
    ...rendered,
    patches: () => rendered.services.calls.filter((c) => c.endpoint === PATCH),
  };
}

async function detailsForm() {
  return within(await screen.findByRole('form', { name: 'Profile details' }));
}

describe('profile details form', () => {
  it('starts with the saved profile', async () => {
    renderProfile();
    const form = await detailsForm();

    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Demo User');
    expect(form.getByRole('textbox', { name: 'Company' })).toHaveValue('Adlens Labs');
    expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
  });

  it('saves the details and says so', async () => {
    const { user, patches } = renderProfile();
    const form = await detailsForm();

    await user.clear(form.getByRole('textbox', { name: 'Name' }));
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
    await user.type(form.getByRole('textbox', { name: 'Phone' }), '+44 20 7946 0000');
    await user.selectOptions(form.getByRole('combobox', { name: 'Country' }), 'GB');
    await user.click(form.getByRole('button', { name: 'Save profile' }));

    expect(await form.findByText('Your profile is saved.')).toBeVisible();
    expect(patches()[0]?.input.body).toEqual({
      name: 'Ada Lovelace',
      company: 'Adlens Labs',
      phone: '+44 20 7946 0000',
      country: 'GB',
    });
  });

  it('requires a name and a valid phone number before sending', async () => {
    const { user, patches } = renderProfile();
    const form = await detailsForm();

    await user.clear(form.getByRole('textbox', { name: 'Name' }));
    await user.type(form.getByRole('textbox', { name: 'Phone' }), 'call me');
    await user.click(form.getByRole('button', { name: 'Save profile' }));

    expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name is required',
    );
    expect(form.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Enter a valid phone number',
    );
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(patches()).toEqual([]);
  });

  it("shows the server's INLINE error next to its field and keeps what was typed", async () => {
    const { user } = renderProfile(() => {
      throw inlineError('company', 'Company is too long');
    });
    const form = await detailsForm();

    await user.type(form.getByRole('textbox', { name: 'Company' }), ' International');
    await user.type(form.getByRole('textbox', { name: 'Phone' }), '+49 30 1234567');
    await user.click(form.getByRole('button', { name: 'Save profile' }));

    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription(
        'Company is too long',
      ),
    );
    expect(form.getByRole('textbox', { name: 'Company' })).toHaveValue('Adlens Labs International');
    expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('+49 30 1234567');
    expect(form.getByRole('textbox', { name: 'Company' })).toHaveFocus();
  });

  it('keeps everything typed when the save fails for another reason', async () => {
    const { user } = renderProfile(() => {
      throw apiError({ message: 'The server is busy', action: 'SNACKBAR' }, 503);
    });
    const form = await detailsForm();

    await user.clear(form.getByRole('textbox', { name: 'Name' }));
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'New Name');
    await user.click(form.getByRole('button', { name: 'Save profile' }));

    expect(await form.findByRole('alert')).toHaveTextContent('The server is busy');
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('New Name');
    expect(form.queryByText('Your profile is saved.')).not.toBeInTheDocument();
  });

  it('sends one request however often save is pressed while it is saving', async () => {
    const pending = deferred<unknown>();
    const { user, patches } = renderProfile(() => pending.promise);
    const form = await detailsForm();

    await user.click(form.getByRole('button', { name: 'Save profile' }));
    await user.type(form.getByRole('textbox', { name: 'Name' }), '{Enter}');
    await user.click(form.getByRole('button', { name: 'Save profile' }));

    expect(form.getByRole('button', { name: 'Save profile' })).toBeDisabled();
    expect(patches()).toHaveLength(1);
    pending.resolve(profileFixture());
    expect(await form.findByText('Your profile is saved.')).toBeVisible();
  });
});
