import { useSelector } from '@xstate/react';
import { lazy, Suspense, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationsContext, type NotificationsActor } from './notifications-context.js';
import styles from './notifications.module.css';

const importPanel = () => import('./notifications-panel.js');
let panelModule: ReturnType<typeof importPanel> | undefined;
const loadPanel = () => (panelModule ??= importPanel());
const NotificationsPanel = lazy(async () => ({ default: (await loadPanel()).NotificationsPanel }));

export function BellFace({ count }: { count: number }) {
  return (
    <>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
        />
      </svg>
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </>
  );
}

/** The top bar's notifications button, present while someone is signed in. */
export function NotificationsBell() {
  const notifications = useContext(NotificationsContext);
  return notifications ? <BellButton notifications={notifications} /> : null;
}

/**
 * The bell with its count. The list's popover code is not part of the first load: it starts
 * loading when the bell is hovered or focused, and opens as soon as it is there.
 */
export function BellButton({ notifications }: { notifications: NotificationsActor }) {
  const { t } = useTranslation();
  const count = useSelector(notifications, (snapshot) => snapshot.context.notifications.length);
  const [requested, setRequested] = useState(false);
  const label = t('notifications.bell', { count });
  const placeholder = (
    <button
      type="button"
      className={styles.bell}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-busy={requested}
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      onClick={() => setRequested(true)}
    >
      <BellFace count={count} />
    </button>
  );
  if (!requested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationsPanel notifications={notifications} label={label} count={count} defaultOpen />
    </Suspense>
  );
}
