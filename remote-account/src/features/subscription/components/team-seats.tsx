import { type UserDashboard, href } from '@adlens/shared-contracts';
import { Section } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';

export function TeamSeats({ team }: { team: UserDashboard['team'] }) {
  return (
    <Section title="Team" className="dashboard-card">
      <p className="dashboard-card__figure">
        {team.members} of {team.limit} {team.limit === 1 ? 'seat' : 'seats'} used
      </p>
      <Link className="adl-link" to={href('team')}>
        Manage your team
      </Link>
    </Section>
  );
}
