import type { TeamData } from '@adlens/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, inlineError } from '../../../testing/api-errors';
import { deferred } from '@adlens/shared-contracts/testing';
import { TAG_VOCABULARY_HANDLERS, teamFixture } from '../../../testing/fixtures';
import { renderAccountPage } from '../../../testing/render-account-page';

const MEMBERS = 'GET /v1/subscription/team/members';
const ADD = 'PUT /v1/subscription/team/add-member';
const REMOVE = 'POST /v1/subscription/team/remove-member';

const ROOMY = teamFixture({ limit: 10 });
const NEW_MEMBER = {
  email: 'ada@example.com',
  status: 'invited',
  added_at: '2026-11-23T10:00:00.000Z',
} as const;

function renderTeam(
  team: TeamData,
  handlers: Record<string, (input: { body?: unknown }) => unknown> = {},
) {
  const rendered = renderAccountPage('/dashboard/team', {
    handlers: { ...TAG_VOCABULARY_HANDLERS, [MEMBERS]: () => team, ...handlers },
  });
  return {
    ...rendered,
    callsTo: (endpoint: string) => rendered.services.calls.filter((c) => c.endpoint === endpoint),
  };
}

async function addForm() {
  const form = within(await screen.findByRole('form', { name: 'Add a team member' }));
  return {
    form,
    email: form.getByRole('textbox', { name: 'Email' }),
    submit: form.getByRole('button', { name: 'Add member' }),
  };
}

describe('manage team', () => {
  it('lists the members with their status and the seats in use', async () => {
    renderTeam(teamFixture());

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Team' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Team members' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('teammate@adlens.test');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent('invited@adlens.test');
    expect(rows[2]).toHaveTextContent('Invited');
    expect(screen.getByText('3 of 3 seats used (you included)')).toBeVisible();
  });

  it('says when the team has no members yet', async () => {
    renderTeam(teamFixture({ members: [], used: 1 }));

    expect(await screen.findByText('No team members yet')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with retry when the team cannot be loaded', async () => {
    let fail = true;
    const { user } = renderAccountPage('/dashboard/team', {
      handlers: {
        ...TAG_VOCABULARY_HANDLERS,
        [MEMBERS]: () => {
          // No answer (status 0): the page stays; a status would leave for /{status}.
          if (fail) throw apiError({ message: 'Busy' }, 0);
          return teamFixture();
        },
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your team could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Team members' })).toBeVisible();
  });

  it('checks the e-mail before inviting', async () => {
    const { user, callsTo } = renderTeam(ROOMY);
    const { email, submit } = await addForm();

    await user.type(email, 'not-an-address');
    await user.click(submit);

    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(email).toHaveFocus();
    expect(callsTo(ADD)).toEqual([]);
  });

  it('invites a member: the list grows and the field empties', async () => {
    const { user, callsTo } = renderTeam(ROOMY, {
      [ADD]: () => ({ ...ROOMY, members: [...ROOMY.members, NEW_MEMBER], used: 4 }),
    });
    const { form, email, submit } = await addForm();

    await user.type(email, 'ada@example.com');
    await user.click(submit);

    expect(await form.findByText('ada@example.com is invited to your team.')).toBeVisible();
    expect(callsTo(ADD)[0]?.input.body).toEqual({ email: 'ada@example.com' });
    expect(
      within(screen.getByRole('table', { name: 'Team members' })).getByText('ada@example.com'),
    ).toBeVisible();
    expect(email).toHaveValue('');
    expect(screen.getByText('4 of 10 seats used (you included)')).toBeVisible();
  });

  it("shows the plan's seat limit from the server on the field and keeps the address", async () => {
    const { user } = renderTeam(teamFixture(), {
      [ADD]: () => {
        throw inlineError(
          'email',
          'Your plan allows a team of 3. Remove a member or upgrade your plan.',
        );
      },
    });
    const { email, submit } = await addForm();

    await user.type(email, 'ada@example.com');
    await user.click(submit);

    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Your plan allows a team of 3. Remove a member or upgrade your plan.',
      ),
    );
    expect(email).toHaveValue('ada@example.com');
  });

  it('sends one invitation however often it is submitted while sending', async () => {
    const pending = deferred<unknown>();
    const { user, callsTo } = renderTeam(ROOMY, { [ADD]: () => pending.promise });
    const { form, email, submit } = await addForm();

    await user.type(email, 'ada@example.com{Enter}');
    await user.type(email, '{Enter}');
    await user.click(submit);

    expect(callsTo(ADD)).toHaveLength(1);
    pending.resolve({ ...ROOMY, members: [...ROOMY.members, NEW_MEMBER], used: 4 });
    expect(await form.findByText('ada@example.com is invited to your team.')).toBeVisible();
  });

  it('removes a member only after confirming', async () => {
    const { user, callsTo } = renderTeam(teamFixture(), {
      [REMOVE]: () => teamFixture({ members: teamFixture().members.slice(0, 1), used: 2 }),
    });
    const remove = await screen.findByRole('button', { name: 'Remove invited@adlens.test' });

    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove team member?' });
    expect(dialog).toHaveTextContent('invited@adlens.test will lose access');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(REMOVE)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove invited@adlens.test' }));
    await user.click(screen.getByRole('button', { name: 'Remove member' }));

    expect(await screen.findByText('invited@adlens.test is removed from your team.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Remove invited@adlens.test' }),
    ).not.toBeInTheDocument();
    expect(callsTo(REMOVE)[0]?.input.body).toEqual({ email: 'invited@adlens.test' });
  });

  it('works from the keyboard: the dialog takes focus, Escape closes it and focus returns', async () => {
    const { user, callsTo } = renderTeam(teamFixture(), { [REMOVE]: () => teamFixture() });
    const remove = await screen.findByRole('button', { name: 'Remove teammate@adlens.test' });

    remove.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Remove team member?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(remove).toHaveFocus());
    expect(callsTo(REMOVE)).toEqual([]);
  });

  it("keeps the server's refusal in the dialog", async () => {
    const { user } = renderTeam(teamFixture(), {
      [REMOVE]: () => {
        throw inlineError('email', 'This person is not on your team');
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Remove teammate@adlens.test' }));
    await user.click(screen.getByRole('button', { name: 'Remove member' }));

    const dialog = screen.getByRole('dialog', { name: 'Remove team member?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This person is not on your team',
    );
  });
});
