import {
  type NotificationEntry,
  deleteNotificationEndpoint,
  deleteNotificationsEndpoint,
  notificationsEndpoint,
  readNotificationsEndpoint,
} from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { useCallback, useEffect, useState } from 'react';

export interface NotificationsState {
  items: readonly NotificationEntry[];
  unreadCount: number;
  /** Reloads the first page (the header shows the newest notifications). */
  reload(): void;
  remove(id: NotificationEntry['id']): Promise<void>;
  removeAll(): Promise<void>;
  /**
   * The bell was opened: reloads the list and marks what it shows as read. The items keep their
   * unread look while the list is open, so the user still sees which ones are new.
   */
  open(): Promise<void>;
}

/**
 * The header's notifications (spec section 7). Every call is silent by contract (spec section 8),
 * so a failure leaves the list as it was.
 */
export function useNotifications(): NotificationsState {
  const api = useApi();
  const [items, setItems] = useState<readonly NotificationEntry[]>([]);
  const [unreadCount, setUnreadCount] = useState(0);

  const reload = useCallback(() => {
    api.call(notificationsEndpoint).then(
      (data) => {
        setItems(data.items);
        setUnreadCount(data.unread_count);
      },
      () => {},
    );
  }, [api]);

  useEffect(reload, [reload]);

  async function remove(id: NotificationEntry['id']) {
    const removed = items.find((item) => item.id === id);
    try {
      await api.call(deleteNotificationEndpoint, { params: { id } });
    } catch {
      return;
    }
    setItems((current) => current.filter((item) => item.id !== id));
    if (removed && !removed.read) setUnreadCount((count) => Math.max(0, count - 1));
  }

  async function removeAll() {
    try {
      await api.call(deleteNotificationsEndpoint);
    } catch {
      return;
    }
    setItems([]);
    setUnreadCount(0);
  }

  async function open() {
    let shown: readonly NotificationEntry[];
    try {
      const data = await api.call(notificationsEndpoint);
      shown = data.items;
      setItems(data.items);
      setUnreadCount(data.unread_count);
    } catch {
      return;
    }
    const ids = shown.filter((item) => !item.read).map((item) => item.id);
    if (ids.length === 0) return;
    try {
      await api.call(readNotificationsEndpoint, { body: { ids } });
    } catch {
      return;
    }
    setUnreadCount((count) => Math.max(0, count - ids.length));
  }

  return { items, unreadCount, reload, remove, removeAll, open };
}
