import type { TeamMember } from '@adlens/shared-contracts';
import { Button, VisuallyHidden, formatDate } from '@adlens/shared-ui';

const STATUS_LABELS: Record<TeamMember['status'], string> = {
  active: 'Active',
  invited: 'Invited',
};

export function MemberList({
  members,
  onRemove,
}: {
  members: readonly TeamMember[];
  onRemove: (email: string) => void;
}) {
  return (
    <table className="member-table">
      <caption className="member-table__caption">Team members</caption>
      <thead>
        <tr>
          <th scope="col">Email</th>
          <th scope="col">Status</th>
          <th scope="col">Added</th>
          <th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.email}>
            <th scope="row">{member.email}</th>
            <td>
              <span className={`dashboard-chip dashboard-chip--${member.status}`}>
                {STATUS_LABELS[member.status]}
              </span>
            </td>
            <td>{formatDate(member.added_at)}</td>
            <td>
              <Button
                variant="secondary"
                size="small"
                aria-label={`Remove ${member.email}`}
                onClick={() => onRemove(member.email)}
              >
                Remove
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
