import { useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import type { NotificationItem } from '../../../machines/notificationsMachine.js';
import { notificationText } from './notification-text.js';
import { BellFace } from './notifications-bell.js';
import type { NotificationsActor } from './notifications-context.js';
import styles from './notifications.module.css';
import { useFocusAfterRemoval } from './use-focus-after-removal.js';
import { formatDateTime } from '../../lib/format-date.js';

export interface NotificationsPanelProps {
  notifications: NotificationsActor;
  label: string;
  count: number;
  /** Mounted in answer to a press on the placeholder bell: opens at once. */
  defaultOpen?: boolean;
}

export function NotificationsPanel({
  notifications,
  label,
  count,
  defaultOpen,
}: NotificationsPanelProps) {
  const { t } = useTranslation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const items = useSelector(notifications, (snapshot) => snapshot.context.notifications);
  const listRef = useRef<HTMLUListElement>(null);
  const ids = useMemo(() => items.map(({ id }) => id), [items]);
  const removing = useFocusAfterRemoval(listRef, ids, '[data-remove]');
  const canClear = useSelector(notifications, (snapshot) =>
    snapshot.can({ type: 'notifications.clear' }),
  );
  return (
    <DialogTrigger
      defaultOpen={defaultOpen}
      onOpenChange={(isOpen) => {
        if (!isOpen) requestAnimationFrame(() => triggerRef.current?.focus());
      }}
    >
      <Button ref={triggerRef} className={styles.bell} aria-label={label}>
        <BellFace count={count} />
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.heading}>
              {t('notifications.heading')}
            </Heading>
            <Button
              className={styles.textButton}
              isDisabled={!canClear}
              onPress={() => notifications.send({ type: 'notifications.clear' })}
            >
              {t('notifications.clear')}
            </Button>
          </div>
          {items.length === 0 ? (
            <p className={styles.empty}>{t('notifications.empty')}</p>
          ) : (
            <ul ref={listRef} className={styles.list}>
              {items.map((item, index) => (
                <NotificationEntry
                  key={item.id}
                  item={item}
                  notifications={notifications}
                  onRemove={() => removing(item.id, index)}
                />
              ))}
            </ul>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/** The notification types shown with a label; an `info` notification (or any other) has none. */
const NOTICE_TONES = ['warning', 'error'] as const;

function NotificationEntry({
  item,
  notifications,
  onRemove,
}: {
  item: NotificationItem;
  notifications: NotificationsActor;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const message = notificationText(t, item.message);
  const canRemove = useSelector(notifications, (snapshot) =>
    snapshot.can({ type: 'notifications.remove', id: item.id }),
  );
  const tone = NOTICE_TONES.find((each) => each === item.notificationType);
  return (
    <li className={styles.entry} data-tone={tone}>
      <div className={styles.text}>
        {tone ? <span className={styles.tone}>{t(`notifications.tones.${tone}`)}</span> : null}
        <p className={styles.message}>{message}</p>
        <time className={styles.date} dateTime={item.createDate}>
          {formatDateTime(item.createDate, i18n.resolvedLanguage ?? i18n.language) ||
            item.createDate}
        </time>
      </div>
      <Button
        className={styles.textButton}
        aria-label={t('notifications.removeOne', { message })}
        data-remove
        isDisabled={!canRemove}
        onPress={() => {
          onRemove();
          notifications.send({ type: 'notifications.remove', id: item.id });
        }}
      >
        {t('notifications.remove')}
      </Button>
    </li>
  );
}
