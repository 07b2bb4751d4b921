import { AVATAR_CONTENT_TYPES, type Profile } from '@adlens/shared-contracts';
import { Avatar, Button, FormAlert, FormStatus, useFormSubmission } from '@adlens/shared-ui';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useFilePreview } from '../hooks/use-file-preview';
import { useUploadAvatar } from '../hooks/use-upload-avatar';
import { avatarFileProblem, avatarFileSchema } from './avatar-rule';

const FIELDS = ['avatar'] as const;

/** Choose an image, see it, send it. The rule is checked on choosing, before any upload. */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const inputId = useId();
  const { errors, sending, formRef, submit, setErrors } = useFormSubmission(FIELDS);
  const preview = useFilePreview();
  const upload = useUploadAvatar();
  const [status, setStatus] = useState<string>();

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    setStatus(undefined);
    const problem = file ? avatarFileProblem(file) : null;
    setErrors(problem ? { avatar: problem } : {});
    preview.choose(file && !problem ? file : null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(undefined);
    void submit(avatarFileSchema, preview.file, async (file) => {
      await upload(file);
      preview.choose(null);
      // The file input cannot be controlled: clearing its form drops the sent file's name.
      formRef.current?.reset();
      setStatus('Your new avatar is saved.');
    });
  }

  const error = errors.avatar;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <form
      ref={formRef}
      className="adl-form avatar-upload"
      aria-label="Avatar"
      onSubmit={onSubmit}
      noValidate
    >
      <div className="avatar-upload__images">
        <Avatar name={profile.name} src={profile.avatar_url} size="xl" />
        {preview.url ? (
          <img className="avatar-preview" src={preview.url} alt="Preview of your new avatar" />
        ) : null}
      </div>
      <div className="adl-field">
        <label htmlFor={inputId} className="adl-field__label">
          Choose an image
        </label>
        <input
          id={inputId}
          type="file"
          name="avatar"
          className="adl-focusable"
          accept={AVATAR_CONTENT_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          disabled={sending}
          onChange={onChoose}
        />
        <p id={hintId} className="adl-field__hint">
          PNG, JPEG or WebP, at most 2 MB.
        </p>
        {error ? (
          <p id={errorId} className="adl-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {sending ? (
        // The host's API client (ky, fetch) reports no upload progress, so the bar is
        // indeterminate: it says that the upload runs, not how far it is.
        <progress className="avatar-upload__progress" aria-label="Uploading avatar" />
      ) : null}
      <FormAlert message={errors.form} />
      <FormStatus message={status} />
      <div className="dashboard-actions">
        <Button type="submit" loading={sending} disabled={!preview.file}>
          Upload avatar
        </Button>
      </div>
    </form>
  );
}
