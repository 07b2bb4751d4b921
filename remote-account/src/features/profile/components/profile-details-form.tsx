import { type Profile, updateProfileBodySchema } from '@adlens/shared-contracts';
import { SelectField, TextInput } from '@adlens/shared-ui';
import { useState } from 'react';
import { FormFrame } from '../../../components/pending-kit/form-frame';
import { useFormSubmission } from '../../../components/pending-kit/use-form-submission';
import { useTextField } from '../../../components/pending-kit/use-text-field';
import { useSaveProfile } from '../hooks/use-save-profile';
import { countryOptions } from './country-options';

const FIELDS = ['name', 'company', 'phone', 'country'] as const;

/** Name and details. What the user typed stays in the fields whatever the server answers. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const name = useTextField(profile.name);
  const company = useTextField(profile.company ?? '');
  const phone = useTextField(profile.phone ?? '');
  const country = useTextField(profile.country ?? '');
  const form = useFormSubmission(FIELDS);
  const save = useSaveProfile();
  const [status, setStatus] = useState<string>();

  function onSubmit() {
    setStatus(undefined);
    const values = {
      name: name.value,
      company: company.value,
      phone: phone.value,
      country: country.value,
    };
    return form.submit(updateProfileBodySchema, values, async (body) => {
      await save(body);
      setStatus('Your profile is saved.');
    });
  }

  return (
    <FormFrame
      label="Profile details"
      submitLabel="Save profile"
      submission={form}
      onSubmit={onSubmit}
      status={status}
    >
      <TextInput
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={name.value}
        onChange={name.onChange}
        error={form.errors.name}
      />
      <TextInput
        label="Email"
        name="email"
        value={profile.email}
        readOnly
        hint="Your sign-in address."
      />
      <TextInput
        label="Company"
        name="company"
        autoComplete="organization"
        value={company.value}
        onChange={company.onChange}
        error={form.errors.company}
      />
      <TextInput
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        value={phone.value}
        onChange={phone.onChange}
        error={form.errors.phone}
      />
      <SelectField
        label="Country"
        name="country"
        autoComplete="country"
        options={countryOptions()}
        value={country.value}
        onChange={country.onChange}
        error={form.errors.country}
      />
    </FormFrame>
  );
}
