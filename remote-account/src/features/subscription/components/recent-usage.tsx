import { type UserDashboard, href } from '@adlens/shared-contracts';
import { type DataColumn, DataTable, EmptyState, Section, formatDate } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';

type Day = UserDashboard['usage'][number];

function columns(busiest: number): DataColumn<Day>[] {
  return [
    {
      id: 'date',
      header: 'Day',
      rowHeader: true,
      cell: (day) => formatDate(`${day.date}T00:00:00`),
    },
    {
      id: 'credits',
      header: 'Credits',
      cell: (day) => (
        <span className="usage-cell">
          <span className="usage-cell__value">{day.credits}</span>
          <span
            className="usage-cell__bar"
            aria-hidden="true"
            style={{ width: `${(day.credits / busiest) * 100}%` }}
          />
        </span>
      ),
    },
  ];
}

/** Credits spent per day over the last days the server reports, newest first. */
export function RecentUsage({ usage }: { usage: UserDashboard['usage'] }) {
  const total = usage.reduce((sum, day) => sum + day.credits, 0);
  const busiest = Math.max(1, ...usage.map((day) => day.credits));
  return (
    <Section
      title="Recent usage"
      description={
        total > 0 ? `${total} credits used in the last ${usage.length} days.` : undefined
      }
      className="dashboard-card dashboard-card--wide"
    >
      {total === 0 ? (
        <EmptyState
          title={`No credits used in the last ${usage.length} days`}
          description="Opening an ad's details uses credits."
          action={
            <Link className="adl-link" to={href('search')}>
              Search ads
            </Link>
          }
        />
      ) : (
        <DataTable
          caption="Credits used per day"
          hideCaption
          columns={columns(busiest)}
          rows={[...usage].reverse()}
          rowKey={(day) => day.date}
        />
      )}
    </Section>
  );
}
