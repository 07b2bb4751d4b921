import { screen, within } from '@testing-library/react';
import { profileFixture } from '../../../testing/fixtures';
import { renderAccountPage } from '../../../testing/render-account-page';

const SOURCE = 'POST /v1/user/profile/source-type';

describe('source type form', () => {
  it('asks for a choice, then saves it', async () => {
    const { user, services } = renderAccountPage('/dashboard/profile', {
      handlers: {
        'GET /v1/user/profile': () => profileFixture(),
        [SOURCE]: () => ({ source_type: 'youtube' }),
      },
    });
    const form = within(await screen.findByRole('form', { name: 'How you found us' }));
    const select = form.getByRole('combobox', { name: 'How did you hear about Adlens?' });

    await user.click(form.getByRole('button', { name: 'Save answer' }));
    expect(select).toHaveAccessibleDescription('Choose where you heard of us');
    expect(services.calls.filter((call) => call.endpoint === SOURCE)).toEqual([]);

    await user.selectOptions(select, 'YouTube');
    await user.click(form.getByRole('button', { name: 'Save answer' }));

    expect(await form.findByText('Thanks for telling us.')).toBeVisible();
    expect(services.calls.find((call) => call.endpoint === SOURCE)?.input.body).toEqual({
      source_type: 'youtube',
    });
  });
});
