import { type Profile, updateProfileBodySchema } from '@adlens/shared-contracts';
import {
  Form,
  FormStatus,
  SelectField,
  TextInput,
  useFormSubmission,
  useTextField,
} from '@adlens/shared-ui';
import { useState } from 'react';
import { useSaveProfile } from '../hooks/use-save-profile';
import { countryOptions } from './country-options';

const FIELDS = ['name', 'company', 'phone', 'country'] as const;

/** Name and details. What the user typed stays in the fields whatever the server answers. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const name = useTextField(profile.name);
  const company = useTextField(profile.company ?? '');
  const phone = useTextField(profile.phone ?? '');
  const [country, setCountry] = useState(profile.country ?? '');
  const form = useFormSubmission(FIELDS);
  const save = useSaveProfile();
  const [status, setStatus] = useState<string>();

  function onSubmit() {
    setStatus(undefined);
    const values = { name: name.value, company: company.value, phone: phone.value, country };
    return form.submit(updateProfileBodySchema, values, async (body) => {
      await save(body);
      setStatus('Your profile is saved.');
    });
  }

  return (
    <Form
      label="Profile details"
      submitLabel="Save profile"
      submission={form}
      onSubmit={onSubmit}
      status={<FormStatus message={status} />}
    >
      <TextInput
        label="Name"
        name="name"
        autoComplete="name"
        required
        {...name}
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
        {...company}
        error={form.errors.company}
      />
      <TextInput
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        {...phone}
        error={form.errors.phone}
      />
      <SelectField
        label="Country"
        name="country"
        autoComplete="country"
        options={countryOptions()}
        value={country}
        onChange={(event) => setCountry(event.target.value)}
        error={form.errors.country}
      />
    </Form>
  );
}
