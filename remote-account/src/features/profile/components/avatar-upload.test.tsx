import { AVATAR_MAX_BYTES } from '@adlens/shared-contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { inlineError } from '../../../testing/api-errors';
import { deferred } from '@adlens/shared-contracts/testing';
import { profileFixture } from '../../../testing/fixtures';
import { renderAccountPage } from '../../../testing/render-account-page';

const UPLOAD = 'POST /v1/user/profile/avatar';
const NEW_URL = '/api/v1/user/avatar/1?v=abc';

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs a URL string for the chosen file.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

function image(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderAvatar(
  upload: (input: { body?: unknown }) => unknown = () => ({ avatar_url: NEW_URL }),
) {
  const rendered = renderAccountPage('/dashboard/profile', {
    handlers: { 'GET /v1/user/profile': () => profileFixture(), [UPLOAD]: upload },
  });
  return {
    ...rendered,
    uploads: () => rendered.services.calls.filter((c) => c.endpoint === UPLOAD),
  };
}

async function avatarForm() {
  return within(await screen.findByRole('form', { name: 'Avatar' }));
}

/** Chooses files as the browser would, without the `accept` filter (to test our own check). */
function choose(input: HTMLElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

describe('avatar upload', () => {
  it('shows the initials while there is no avatar', async () => {
    renderAvatar();
    const form = await avatarForm();

    expect(form.getByRole('img', { name: 'Demo User' })).toHaveTextContent('DU');
    expect(form.getByRole('button', { name: 'Upload avatar' })).toBeDisabled();
  });

  it('refuses a file of another type or over 2 MB before sending anything', async () => {
    const { uploads } = renderAvatar();
    const form = await avatarForm();
    const input = form.getByLabelText('Choose an image');

    choose(input, image('anim.gif', 'image/gif'));
    expect(input).toHaveAccessibleDescription(
      'PNG, JPEG or WebP, at most 2 MB. Upload a PNG, JPEG or WebP image of at most 2 MB.',
    );
    expect(form.queryByRole('img', { name: 'Preview of your new avatar' })).not.toBeInTheDocument();

    choose(input, image('huge.png', 'image/png', AVATAR_MAX_BYTES + 1));
    expect(form.getByRole('alert')).toHaveTextContent(
      'Upload a PNG, JPEG or WebP image of at most 2 MB.',
    );
    expect(form.getByRole('button', { name: 'Upload avatar' })).toBeDisabled();
    expect(uploads()).toEqual([]);
  });

  it('previews the chosen image, shows progress while uploading, then the new avatar', async () => {
    const pending = deferred<unknown>();
    const { user, uploads } = renderAvatar(() => pending.promise);
    const form = await avatarForm();
    const file = image('me.png', 'image/png');

    await user.upload(form.getByLabelText('Choose an image'), file);
    expect(form.getByRole('img', { name: 'Preview of your new avatar' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(form.getByRole('button', { name: 'Upload avatar' }));
    await user.click(form.getByRole('button', { name: 'Upload avatar' }));

    expect(form.getByRole('progressbar', { name: 'Uploading avatar' })).toBeVisible();
    expect(uploads()).toHaveLength(1);
    const body = uploads()[0]?.input.body;
    expect(body instanceof FormData && body.get('avatar')).toBe(file);

    pending.resolve({ avatar_url: NEW_URL });
    expect(await form.findByText('Your new avatar is saved.')).toBeVisible();
    expect(form.getByRole('img', { name: 'Demo User' })).toHaveAttribute('src', NEW_URL);
    expect(form.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(form.queryByRole('img', { name: 'Preview of your new avatar' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal on the field and keeps the chosen image to try again", async () => {
    const { user } = renderAvatar(() => {
      throw inlineError('avatar', 'Upload a PNG, JPEG or WebP image of at most 2 MB.');
    });
    const form = await avatarForm();

    await user.upload(form.getByLabelText('Choose an image'), image('fake.png', 'image/png'));
    await user.click(form.getByRole('button', { name: 'Upload avatar' }));

    expect(await form.findByRole('alert')).toHaveTextContent(
      'Upload a PNG, JPEG or WebP image of at most 2 MB.',
    );
    expect(form.getByRole('img', { name: 'Preview of your new avatar' })).toBeVisible();
    expect(form.getByRole('button', { name: 'Upload avatar' })).toBeEnabled();
  });
});
