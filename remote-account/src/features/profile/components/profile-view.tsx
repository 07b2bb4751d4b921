import { useApi } from '@adlens/shared-contracts';
import { AsyncContent } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { profileQuery } from '../api/profile-query';
import { AvatarUpload } from './avatar-upload';
import { PasswordForm } from './password-form';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileSkeleton } from './profile-skeleton';
import { SourceTypeForm } from './source-type-form';
import './profile.css';

function ProfileSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="dashboard-card" aria-labelledby={id}>
      <h2 id={id} className="dashboard-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

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
          <ProfileSection id="profile-avatar-title" title="Avatar">
            <AvatarUpload profile={profile} />
          </ProfileSection>
          <ProfileSection id="profile-details-title" title="Details">
            <ProfileDetailsForm profile={profile} />
          </ProfileSection>
          <ProfileSection id="profile-password-title" title="Password">
            <PasswordForm />
          </ProfileSection>
          <ProfileSection id="profile-source-title" title="About you">
            <SourceTypeForm profile={profile} />
          </ProfileSection>
        </div>
      )}
    </AsyncContent>
  );
}
