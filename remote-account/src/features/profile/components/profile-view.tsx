import { useApi } from '@adlens/shared-contracts/react';
import { AsyncContent, Section } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '../api/profile-query';
import { AvatarUpload } from './avatar-upload';
import { PasswordForm } from './password-form';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileSkeleton } from './profile-skeleton';
import { SourceTypeForm } from './source-type-form';
import './profile.css';

/** Avatar, details, password and how the user found us, each saved on its own. */
export function ProfileView() {
  const query = useQuery(profileQuery(useApi()));
  return (
    <AsyncContent
      query={query}
      loadingLabel="Loading your profile"
      skeleton={<ProfileSkeleton />}
      errorTitle="Your profile could not be loaded"
    >
      {(profile) => (
        <div className="profile-sections">
          <Section title="Avatar" className="dashboard-card">
            <AvatarUpload profile={profile} />
          </Section>
          <Section title="Details" className="dashboard-card">
            <ProfileDetailsForm profile={profile} />
          </Section>
          <Section title="Password" className="dashboard-card">
            <PasswordForm />
          </Section>
          <Section title="About you" className="dashboard-card">
            <SourceTypeForm profile={profile} />
          </Section>
        </div>
      )}
    </AsyncContent>
  );
}
