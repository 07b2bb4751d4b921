import { type AdTagsData, ApiError } from '@adlens/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOpenedDetail } from '../../../testing/render-opened-detail';

const TAGS = 'GET /v1/{platform}/ads/{id}/tags';

const transcript =
  'Welcome back to the channel. Today we are unboxing the new runner and testing it on a long hill. ' +
  'Tired of sore knees after every run? These soles take the shock.';
const pain = transcript.indexOf('sore knees');

const tagged: AdTagsData = {
  ad_id: 5,
  media_type: 'video',
  texts: {
    headline: 'Still paying full price?',
    copy: 'Free shipping on every order.',
    cta: 'Shop now',
    on_image_text: null,
    transcript,
  },
  tags: [
    {
      family: 'hook',
      tag: 'question',
      label: 'question',
      rule: 'hook.question/opening-asks',
      vocabulary_version: 1,
      evidence: [{ field: 'headline', start: 0, end: 24, text: 'Still paying full price?' }],
    },
    {
      family: 'angle',
      tag: 'pain',
      label: 'pain',
      rule: 'angle.pain/problem-words',
      vocabulary_version: 1,
      evidence: [{ field: 'transcript', start: pain, end: pain + 10, text: 'sore knees' }],
    },
    {
      family: 'offer',
      tag: 'free_shipping',
      label: 'free shipping',
      rule: 'offer.free_shipping/words',
      vocabulary_version: 1,
      evidence: [{ field: 'copy', start: 0, end: 13, text: 'Free shipping' }],
    },
    {
      family: 'format',
      tag: 'video',
      label: 'video',
      rule: 'format.media/kind',
      vocabulary_version: 1,
      evidence: [{ field: 'media', start: 0, end: 5, text: 'video' }],
    },
  ],
};

function renderDetailWith(tags: () => unknown) {
  return renderOpenedDetail({ [TAGS]: tags });
}

test('tags are grouped by family, each with its rule and its words marked in their text', async () => {
  const page = renderDetailWith(() => tagged);
  const section = await screen.findByRole('region', { name: 'Creative tags' });
  await within(section).findByRole('group', { name: 'Hook' });
  expect(
    within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Hook', 'Angle', 'Offer', 'Format']);
  const hook = within(section).getByRole('group', { name: 'Hook' });
  expect(within(hook).getByText('question')).toBeInTheDocument();
  expect(within(hook).getByText('hook.question/opening-asks')).toBeInTheDocument();
  expect(hook.querySelector('mark')).toHaveTextContent('Still paying full price?');

  // A long transcript is cut around its evidence, and the cut is shown.
  const angle = within(section).getByRole('group', { name: 'Angle' });
  expect(angle.querySelector('mark')).toHaveTextContent(/^sore knees$/);
  expect(angle.querySelector('q')?.textContent).toMatch(/^… .*sore knees.*$/);
  expect(angle.querySelector('q')?.textContent).not.toContain('Welcome back');
  // Screen readers that skip <mark> still hear the words.
  expect(within(angle).getByText(/Triggering words: sore knees$/)).toBeInTheDocument();

  const offer = within(section).getByRole('group', { name: 'Offer' });
  expect(within(offer).getByText('free shipping')).toBeInTheDocument();
  expect(within(section).getByRole('group', { name: 'Format' })).toHaveTextContent('Media: video');
  expect(page.services.calls.find((call) => call.endpoint === TAGS)?.path).toBe(
    '/v1/youtube/ads/5/tags',
  );
});

test('an ad with no tags says so', async () => {
  renderDetailWith(() => ({ ...tagged, tags: [] }));
  const section = await screen.findByRole('region', { name: 'Creative tags' });
  expect(await within(section).findByText('No creative tags')).toBeInTheDocument();
});

test('a failed load says so, and Retry asks again from the keyboard', async () => {
  const user = userEvent.setup();
  let calls = 0;
  renderDetailWith(() => {
    calls += 1;
    if (calls === 1) throw new ApiError({ message: 'The tags did not load', type: 'error' }, 500);
    return tagged;
  });
  const section = await screen.findByRole('region', { name: 'Creative tags' });
  expect(await within(section).findByText('Creative tags unavailable')).toBeInTheDocument();
  within(section).getByRole('button', { name: /retry/i }).focus();
  await user.keyboard('{Enter}');
  expect(await within(section).findByRole('group', { name: 'Hook' })).toBeInTheDocument();
});
