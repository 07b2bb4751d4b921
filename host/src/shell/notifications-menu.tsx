import { safeRedirectPath } from '@adlens/shared-contracts';
import { useEvents } from '@adlens/shared-contracts/react';
import { Dropdown, VisuallyHidden } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';
import { BellIcon } from './bell-icon';
import { useNotifications } from './use-notifications';

/** The header's notifications (spec section 7): list, delete one, delete all. */
export function NotificationsMenu() {
  const { items, unreadCount, remove, removeAll, open } = useNotifications();
  const events = useEvents();

  return (
    <Dropdown
      id="notifications"
      toggle={
        <>
          <BellIcon />
          <VisuallyHidden>Notifications ({unreadCount} unread)</VisuallyHidden>
          {unreadCount > 0 ? (
            <span className="badge" aria-hidden="true">
              {unreadCount}
            </span>
          ) : null}
        </>
      }
      toggleClassName="app-header__toggle"
      align="end"
      events={events}
      onOpenChange={(opened) => {
        if (opened) void open();
      }}
    >
      <section aria-label="Notifications" className="notifications-menu">
        {items.length === 0 ? (
          <p>No notifications.</p>
        ) : (
          <>
            <ul>
              {items.map((item) => (
                <li key={item.id} className={item.read ? undefined : 'notifications-menu__unread'}>
                  <div>
                    <strong>{item.title}</strong>
                    <p>
                      {item.link ? (
                        <Link to={safeRedirectPath(item.link)}>{item.message}</Link>
                      ) : (
                        item.message
                      )}
                    </p>
                  </div>
                  <button
                    type="button"
                    aria-label={`Delete notification: ${item.title}`}
                    onClick={() => void remove(item.id)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" onClick={() => void removeAll()}>
              Delete all
            </button>
          </>
        )}
      </section>
    </Dropdown>
  );
}
