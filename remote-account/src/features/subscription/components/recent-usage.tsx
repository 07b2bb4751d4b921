import { type UserDashboard, href } from '@adlens/shared-contracts';
import { EmptyState, VisuallyHidden, formatDate } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';

/** Credits spent per day over the last days the server reports, newest first. */
export function RecentUsage({ usage }: { usage: UserDashboard['usage'] }) {
  const total = usage.reduce((sum, day) => sum + day.credits, 0);
  const busiest = Math.max(1, ...usage.map((day) => day.credits));
  return (
    <section className="dashboard-card dashboard-card--wide" aria-labelledby="usage-title">
      <h2 id="usage-title" className="dashboard-card__title">
        Recent usage
      </h2>
      {total === 0 ? (
        <EmptyState
          title={`No credits used in the last ${usage.length} days`}
          description="Opening an ad's details uses credits."
          action={<Link to={href('search')}>Search ads</Link>}
        />
      ) : (
        <>
          <p>
            {total} credits used in the last {usage.length} days.
          </p>
          <table className="usage-table">
            <caption>
              <VisuallyHidden>Credits used per day</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Credits</th>
              </tr>
            </thead>
            <tbody>
              {[...usage].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatDate(`${day.date}T00:00:00`)}</th>
                  <td>
                    <span className="usage-table__value">{day.credits}</span>
                    <span
                      className="usage-table__bar"
                      aria-hidden="true"
                      style={{ width: `${(day.credits / busiest) * 100}%` }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
