import type { TeamMember } from '@adlens/shared-contracts';
import { Button, Chip, type DataColumn, DataTable, formatDate } from '@adlens/shared-ui';

const STATUS = {
  active: { label: 'Active', tone: 'success' },
  invited: { label: 'Invited', tone: 'warning' },
} as const;

function columns(onRemove: (email: string) => void): DataColumn<TeamMember>[] {
  return [
    { id: 'email', header: 'Email', rowHeader: true, cell: (member) => member.email },
    {
      id: 'status',
      header: 'Status',
      cell: (member) => (
        <Chip tone={STATUS[member.status].tone}>{STATUS[member.status].label}</Chip>
      ),
    },
    { id: 'added', header: 'Added', cell: (member) => formatDate(member.added_at) },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (member) => (
        <Button
          variant="secondary"
          size="small"
          aria-label={`Remove ${member.email}`}
          onClick={() => onRemove(member.email)}
        >
          Remove
        </Button>
      ),
    },
  ];
}

export function MemberList({
  members,
  onRemove,
}: {
  members: readonly TeamMember[];
  onRemove: (email: string) => void;
}) {
  return (
    <DataTable
      caption="Team members"
      hideCaption
      columns={columns(onRemove)}
      rows={members}
      rowKey={(member) => member.email}
    />
  );
}
