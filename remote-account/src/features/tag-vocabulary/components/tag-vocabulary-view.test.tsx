import type { RetagJob, TagVocabulary } from '@adlens/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, inlineError } from '../../../testing/api-errors';
import { tagVocabularyFixture, teamFixture } from '../../../testing/fixtures';
import { renderAccountPage } from '../../../testing/render-account-page';

const VOCABULARY = 'GET /v1/tags/vocabulary';
const JOB = 'GET /v1/tags/vocabulary/job';
const RENAME = 'POST /v1/tags/vocabulary/rename';
const MERGE = 'POST /v1/tags/vocabulary/merge';
const ADD_SYNONYM = 'POST /v1/tags/vocabulary/synonyms/add';
const REMOVE_SYNONYM = 'POST /v1/tags/vocabulary/synonyms/remove';

const RUNNING: RetagJob = {
  id: 7,
  state: 'running',
  done: 1500,
  total: 6000,
  vocabulary_version: 2,
  error: null,
};

function renderVocabulary(
  vocabulary: TagVocabulary,
  handlers: Record<string, (input: { body?: unknown }) => unknown> = {},
) {
  const rendered = renderAccountPage('/dashboard/team', {
    handlers: {
      'GET /v1/subscription/team/members': () => teamFixture(),
      [VOCABULARY]: () => vocabulary,
      [JOB]: () => ({ job: vocabulary.job }),
      ...handlers,
    },
  });
  return {
    ...rendered,
    callsTo: (endpoint: string) => rendered.services.calls.filter((c) => c.endpoint === endpoint),
  };
}

async function changeForm() {
  return within(await screen.findByRole('form', { name: 'Change a tag' }));
}

async function synonymForm() {
  return within(await screen.findByRole('form', { name: 'Edit synonyms' }));
}

const ORPHANING_POV = apiError(
  {
    message:
      '1 saved filter uses hook:pov: "POV ads" (demo@adlens.test). Confirm to rewrite them to hook:point_of_view.',
    action: 'SNACKBAR',
    code: 409,
  },
  409,
);

describe('the team tag vocabulary', () => {
  it('lists each tag with its synonyms and the rules that feed it', async () => {
    renderVocabulary(tagVocabularyFixture());

    const table = await screen.findByRole('table', { name: 'Tag names your team searches by' });
    const row = within(table).getByRole('row', { name: /hook:point_of_view/ });
    expect(row).toHaveTextContent('pov');
    expect(row).toHaveTextContent('hook.point_of_view/opening-pov');
    expect(screen.getByText('Version 1')).toBeVisible();
  });

  it('shows members the names without the form', async () => {
    renderVocabulary(tagVocabularyFixture({ can_edit: false }));

    expect(
      await screen.findByText(/Only your team's owner can rename, merge or add synonyms to tags/),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Change a tag' })).not.toBeInTheDocument();
  });

  it('says so when the vocabulary has no tags, and offers a retry when it cannot load', async () => {
    let fail = true;
    const { user } = renderVocabulary(tagVocabularyFixture({ terms: [] }), {
      [VOCABULARY]: () => {
        if (fail) throw apiError({ message: 'Busy' }, 0);
        return tagVocabularyFixture({ terms: [] });
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your tag vocabulary could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No tags in this vocabulary')).toBeVisible();
  });

  it('renames with the keyboard and shows the re-tag job the change started', async () => {
    const renamed = tagVocabularyFixture({ version: 2, job: RUNNING });
    const { user, callsTo } = renderVocabulary(tagVocabularyFixture(), {
      [RENAME]: () => renamed,
      [JOB]: () => ({ job: callsTo(RENAME).length > 0 ? RUNNING : null }),
    });

    const form = await changeForm();
    await user.click(form.getByRole('textbox', { name: /New name/ }));
    await user.keyboard('asks{Enter}');

    await waitFor(() => expect(callsTo(RENAME)).toHaveLength(1));
    expect(callsTo(RENAME)[0]?.input.body).toEqual({
      family: 'hook',
      name: 'question',
      to: 'asks',
    });
    expect(await screen.findByText('hook:question is now hook:asks.')).toBeVisible();
    const meter = await screen.findByRole('meter', { name: 'Re-tagging your ads' });
    expect(meter).toHaveAttribute('aria-valuetext', '1,500 of 6,000 ads (25%)');
  });

  it('shows the field the server refuses', async () => {
    const { user } = renderVocabulary(tagVocabularyFixture(), {
      [RENAME]: () => {
        throw inlineError(
          'to',
          'A hook tag is already named "point_of_view": merge into it instead',
        );
      },
    });

    const form = await changeForm();
    await user.type(form.getByRole('textbox', { name: /New name/ }), 'point_of_view');
    await user.click(form.getByRole('button', { name: 'Rename tag' }));

    const field = form.getByRole('textbox', { name: /New name/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/merge into it instead/));
    expect(field).toHaveFocus();
  });

  it('asks before rewriting the saved filters a merge would orphan, then sends it confirmed', async () => {
    const { user, callsTo } = renderVocabulary(tagVocabularyFixture(), {
      [MERGE]: ({ body }) => {
        if (!(body as { confirm?: boolean }).confirm) {
          throw apiError(
            {
              message:
                '1 saved filter uses hook:question: "Asking hooks" (demo@adlens.test). Confirm to rewrite them to hook:point_of_view.',
              action: 'SNACKBAR',
              code: 409,
            },
            409,
          );
        }
        return tagVocabularyFixture({ version: 2 });
      },
    });

    const form = await changeForm();
    await user.click(form.getByRole('radio', { name: 'Merge' }));
    await user.click(form.getByRole('button', { name: 'Merge tags' }));

    const dialog = await screen.findByRole('dialog', { name: 'Rewrite saved filters?' });
    expect(dialog).toHaveTextContent('"Asking hooks" (demo@adlens.test)');
    await user.click(within(dialog).getByRole('button', { name: 'Rewrite and merge' }));

    await waitFor(() => expect(callsTo(MERGE)).toHaveLength(2));
    expect(callsTo(MERGE)[1]?.input.body).toEqual({
      family: 'hook',
      from: 'question',
      into: 'point_of_view',
      confirm: true,
    });
    expect(
      await screen.findByText(
        'hook:question is merged into hook:point_of_view. The saved filters that named it are rewritten.',
      ),
    ).toBeVisible();
  });

  it('adds a synonym to the chosen tag with the keyboard and shows the server’s refusal on its field', async () => {
    let refuse = false;
    const { user, callsTo } = renderVocabulary(tagVocabularyFixture(), {
      [ADD_SYNONYM]: () => {
        if (refuse)
          throw inlineError('synonym', '"pov" is already a synonym of hook:point_of_view');
        return tagVocabularyFixture({ version: 2 });
      },
    });

    const form = await synonymForm();
    await user.selectOptions(form.getByRole('combobox', { name: 'Tag' }), 'hook:point_of_view');
    await user.click(form.getByRole('textbox', { name: /New synonym/ }));
    await user.keyboard('quote{Enter}');

    await waitFor(() => expect(callsTo(ADD_SYNONYM)).toHaveLength(1));
    expect(callsTo(ADD_SYNONYM)[0]?.input.body).toEqual({
      family: 'hook',
      name: 'point_of_view',
      synonym: 'quote',
    });
    expect(await screen.findByText('hook:quote now finds hook:point_of_view.')).toBeVisible();

    refuse = true;
    await user.type(form.getByRole('textbox', { name: /New synonym/ }), 'pov');
    await user.click(form.getByRole('button', { name: 'Add synonym' }));
    const field = form.getByRole('textbox', { name: /New synonym/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/already a synonym/));
    expect(field).toHaveFocus();
  });

  it('removes a synonym after asking about the saved filters that type it', async () => {
    const { user, callsTo } = renderVocabulary(tagVocabularyFixture(), {
      [REMOVE_SYNONYM]: ({ body }) => {
        if (!(body as { confirm?: boolean }).confirm) throw ORPHANING_POV;
        return tagVocabularyFixture({ version: 2 });
      },
    });

    const form = await synonymForm();
    await user.click(form.getByRole('radio', { name: 'Remove' }));
    // A tag without synonyms has nothing to remove.
    expect(form.getByText(/has no synonyms/)).toHaveTextContent('hook:question has no synonyms.');
    expect(form.getByRole('button', { name: 'Remove synonym' })).toBeDisabled();
    await user.selectOptions(form.getByRole('combobox', { name: 'Tag' }), 'hook:point_of_view');
    expect(form.getByRole('combobox', { name: 'Synonym to remove' })).toHaveValue('pov');
    await user.click(form.getByRole('button', { name: 'Remove synonym' }));

    const dialog = await screen.findByRole('dialog', { name: 'Rewrite saved filters?' });
    expect(dialog).toHaveTextContent('"POV ads" (demo@adlens.test)');
    await user.click(within(dialog).getByRole('button', { name: 'Rewrite and remove' }));

    await waitFor(() => expect(callsTo(REMOVE_SYNONYM)).toHaveLength(2));
    expect(callsTo(REMOVE_SYNONYM)[1]?.input.body).toEqual({
      family: 'hook',
      name: 'point_of_view',
      synonym: 'pov',
      confirm: true,
    });
    expect(
      await screen.findByText(
        'hook:pov no longer finds hook:point_of_view. The saved filters that named it are rewritten.',
      ),
    ).toBeVisible();
  });
});
