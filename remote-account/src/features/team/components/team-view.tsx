import { type TeamData } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { AsyncContent, EmptyState, FormStatus, Section } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { teamQuery } from '../api/team-query';
import { AddMemberForm } from './add-member-form';
import { MemberList } from './member-list';
import { RemoveMemberDialog } from './remove-member-dialog';
import { TeamSkeleton } from './team-skeleton';
import './team.css';

function seatsText({ used, limit }: TeamData): string {
  return `${used} of ${limit} ${limit === 1 ? 'seat' : 'seats'} used (you included)`;
}

function Team({ team }: { team: TeamData }) {
  const [removing, setRemoving] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string>();
  return (
    <div className="team">
      <p className="dashboard-card__figure">{seatsText(team)}</p>
      <Section
        title="Invite a member"
        description="We send them an invitation to join your team and share your plan."
      >
        <AddMemberForm />
      </Section>
      <Section title="Members">
        <FormStatus message={removed ? `${removed} is removed from your team.` : undefined} />
        {team.members.length === 0 ? (
          <EmptyState
            title="No team members yet"
            description="Invite a colleague by e-mail to share your plan."
          />
        ) : (
          <MemberList
            members={team.members}
            onRemove={(email) => {
              setRemoved(undefined);
              setRemoving(email);
            }}
          />
        )}
      </Section>
      <RemoveMemberDialog
        email={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(email) => {
          setRemoving(null);
          setRemoved(email);
        }}
      />
    </div>
  );
}

/** Members and seats of the signed-in user's team. */
export function TeamView() {
  const query = useQuery(teamQuery(useApi()));
  return (
    <AsyncContent
      query={query}
      loadingLabel="Loading your team"
      skeleton={<TeamSkeleton />}
      errorTitle="Your team could not be loaded"
    >
      {(team) => <Team team={team} />}
    </AsyncContent>
  );
}
