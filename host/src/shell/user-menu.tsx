import { useHostServices, useSession } from '@adlens/shared-contracts/react';
import { Avatar, Dropdown, VisuallyHidden } from '@adlens/shared-ui';
import { AccountPanel } from './account-panel';

/** The account menu of a desktop header: its toggle shows who is signed in. */
export function UserMenu() {
  const { events } = useHostServices();
  const { user } = useSession();
  const name = user?.name ?? 'Account';
  return (
    <Dropdown
      id="user-menu"
      toggle={
        <>
          <Avatar name={name} size="sm" decorative />
          <VisuallyHidden>Account menu: </VisuallyHidden>
          <span className="app-header__user-name">{name}</span>
        </>
      }
      toggleClassName="app-header__toggle"
      align="end"
      events={events}
      autoClose
    >
      <AccountPanel />
    </Dropdown>
  );
}
