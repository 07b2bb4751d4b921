import { NotificationBar } from '@adlens/shared-ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { closeNotificationAtom, currentNotificationAtom } from './notification-atoms';

/** The one notification bar: a new notification replaces the old one (spec section 4). */
export function NotificationArea() {
  const notification = useAtomValue(currentNotificationAtom);
  const close = useSetAtom(closeNotificationAtom);
  return <NotificationBar notification={notification} onClose={close} />;
}
