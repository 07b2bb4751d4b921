import { type Notification, useHostServices } from '@adlens/shared-contracts';
import { useEffect, useState } from 'react';

/** Shows the latest notification; a new one replaces the old (spec section 4). */
export function NotificationArea() {
  const { events } = useHostServices();
  const [notification, setNotification] = useState<Notification | null>(null);

  useEffect(() => events.on('notification:show', setNotification), [events]);

  if (!notification) return null;
  return (
    <div role={notification.type === 'error' ? 'alert' : 'status'} className="notification">
      <span>{notification.message}</span>
      <button type="button" aria-label="Close notification" onClick={() => setNotification(null)}>
        ×
      </button>
    </div>
  );
}
