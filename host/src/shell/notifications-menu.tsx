import { useApi } from '@adlens/shared-contracts';
import { useCallback, useEffect, useState } from 'react';
import {
  type NotificationItem,
  deleteAllNotificationsEndpoint,
  deleteNotificationEndpoint,
  notificationsEndpoint,
} from '../api/pending-contract-endpoints';
import { Dropdown } from './dropdown/dropdown';

function itemText(item: NotificationItem): string {
  return item.message ?? item.body ?? item.title ?? '';
}

/** The header's notifications (spec section 7): list, delete one, delete all; failures are silent. */
export function NotificationsMenu() {
  const api = useApi();
  const [items, setItems] = useState<readonly NotificationItem[]>([]);

  const load = useCallback(() => {
    api.call(notificationsEndpoint).then(
      (data) => setItems(data.items),
      () => {},
    );
  }, [api]);

  useEffect(load, [load]);

  async function remove(id: NotificationItem['id']) {
    try {
      await api.call(deleteNotificationEndpoint, { params: { id } });
      setItems((current) => current.filter((item) => item.id !== id));
    } catch {
      // Silent by spec.
    }
  }

  async function removeAll() {
    try {
      await api.call(deleteAllNotificationsEndpoint);
      setItems([]);
    } catch {
      // Silent by spec.
    }
  }

  return (
    <Dropdown
      id="notifications"
      toggleLabel={`Notifications (${items.length})`}
      label={
        <>
          <span aria-hidden="true">🔔</span>
          {items.length > 0 ? <span className="badge">{items.length}</span> : null}
        </>
      }
      onOpenChange={(open) => {
        if (open) load();
      }}
    >
      <section aria-label="Notifications" className="notifications-menu">
        {items.length === 0 ? (
          <p>No notifications.</p>
        ) : (
          <>
            <ul>
              {items.map((item) => (
                <li key={item.id}>
                  {item.title && item.message ? <strong>{item.title}</strong> : null}
                  <span>{itemText(item)}</span>
                  <button
                    type="button"
                    aria-label={`Delete notification: ${itemText(item)}`}
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
