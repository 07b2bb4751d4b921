import { type Profile, SOURCE_TYPES, sourceTypeEndpoint } from '@adlens/shared-contracts';
import { useHostServices } from '@adlens/shared-contracts/react';
import { Form, FormStatus, SelectField, useFormSubmission } from '@adlens/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountKeys } from '../../../lib/query-keys';

const FIELDS = ['source_type'] as const;

const SOURCE_LABELS: Record<(typeof SOURCE_TYPES)[number], string> = {
  search_engine: 'Search engine',
  social_media: 'Social media',
  youtube: 'YouTube',
  friend_or_colleague: 'A friend or colleague',
  blog_or_article: 'A blog or article',
  advertisement: 'An advertisement',
  other: 'Somewhere else',
};

const OPTIONS = [
  { value: '', label: 'Choose one' },
  ...SOURCE_TYPES.map((value) => ({ value, label: SOURCE_LABELS[value] })),
];

/** Where the user heard of the product (`POST /v1/user/profile/source-type`). */
export function SourceTypeForm({ profile }: { profile: Profile }) {
  const { api } = useHostServices();
  const queryClient = useQueryClient();
  const [source, setSource] = useState(profile.source_type ?? '');
  const form = useFormSubmission(FIELDS);
  const [status, setStatus] = useState<string>();

  function onSubmit() {
    setStatus(undefined);
    return form.submit(sourceTypeEndpoint.body, { source_type: source }, async (body) => {
      const saved = await api.call(sourceTypeEndpoint, { body }, { handledByPage: ['INLINE'] });
      queryClient.setQueryData<Profile>(accountKeys.profile(), (current) =>
        current ? { ...current, source_type: saved.source_type } : current,
      );
      setStatus('Thanks for telling us.');
    });
  }

  return (
    <Form
      label="How you found us"
      submitLabel="Save answer"
      submission={form}
      onSubmit={onSubmit}
      status={<FormStatus message={status} />}
    >
      <SelectField
        label="How did you hear about Adlens?"
        name="source_type"
        options={OPTIONS}
        value={source}
        onChange={(event) => setSource(event.target.value)}
        error={form.errors.source_type}
      />
    </Form>
  );
}
