import { NOTIFICATION_PROGRESS_TICKS, notificationDurationSeconds } from '@adlens/shared-contracts';
import { type Notification } from '@adlens/shared-contracts/react';
import { useEffect, useRef, useState } from 'react';
import './notification-bar.css';

export interface NotificationBarProps {
  /** The one notification to show; a new object replaces the old one and restarts its timer. */
  notification: Notification | null;
  onClose: () => void;
}

/**
 * Presentational: the host owns which notification is current. The bar counts 100 ticks over the
 * notification's duration, pauses while hovered or focused, and asks to close at 100 %.
 */
export function NotificationBar({ notification, onClose }: NotificationBarProps) {
  const [shown, setShown] = useState(notification);
  const [progress, setProgress] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  if (shown !== notification) {
    setShown(notification);
    setProgress(0);
  }

  const paused = hovered || focused;
  const tickMs = notification
    ? (notificationDurationSeconds(notification) * 1000) / NOTIFICATION_PROGRESS_TICKS
    : 0;

  useEffect(() => {
    if (!notification || paused) return undefined;
    const timer = setInterval(() => {
      setProgress((value) => Math.min(value + 1, NOTIFICATION_PROGRESS_TICKS));
    }, tickMs);
    return () => clearInterval(timer);
  }, [notification, paused, tickMs]);

  const complete = notification !== null && progress >= NOTIFICATION_PROGRESS_TICKS;
  useEffect(() => {
    if (complete) onCloseRef.current();
  }, [complete]);

  const type = notification?.type ?? 'default';
  const urgent = type === 'error' || type === 'warning';
  return (
    <div className="adl-notification-region">
      {notification ? (
        <div
          className={`adl-notification adl-notification--${type}`}
          role={urgent ? 'alert' : 'status'}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        >
          <p className="adl-notification__message">{notification.message}</p>
          <button
            type="button"
            className="adl-notification__close adl-focusable"
            aria-label="Close notification"
            onClick={onClose}
          >
            ×
          </button>
          <div
            className="adl-notification__progress"
            role="progressbar"
            aria-label="Time until the notification closes"
            aria-valuemin={0}
            aria-valuemax={NOTIFICATION_PROGRESS_TICKS}
            aria-valuenow={progress}
            style={{ width: `${progress}%` }}
          />
        </div>
      ) : null}
    </div>
  );
}
