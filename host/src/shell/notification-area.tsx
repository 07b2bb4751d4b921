import { type Notification, useHostServices } from '@adlens/shared-contracts';
import { NotificationBar } from '@adlens/shared-ui';
import { useEffect, useState } from 'react';

/** The one notification bar: a new notification replaces the old one (spec section 4). */
export function NotificationArea() {
  const { events } = useHostServices();
  const [notification, setNotification] = useState<Notification | null>(null);

  // A fresh object per show, so that the same message twice restarts the bar's timer.
  useEffect(() => events.on('notification:show', (next) => setNotification({ ...next })), [events]);

  return <NotificationBar notification={notification} onClose={() => setNotification(null)} />;
}
