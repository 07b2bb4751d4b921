import { type UserDashboard, href } from '@adlens/shared-contracts';
import { Link } from 'react-router-dom';

export function TeamSeats({ team }: { team: UserDashboard['team'] }) {
  return (
    <section className="dashboard-card" aria-labelledby="seats-title">
      <h2 id="seats-title" className="dashboard-card__title">
        Team
      </h2>
      <p className="dashboard-card__figure">
        {team.members} of {team.limit} {team.limit === 1 ? 'seat' : 'seats'} used
      </p>
      <Link to={href('team')}>Manage Team</Link>
    </section>
  );
}
