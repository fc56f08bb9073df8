import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { TOAST_WIDTH_PX } from '../../../domain/constants.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import type { ToastActor } from './toast-context.js';
import styles from './toast-region.module.css';

/** The bottom-left corner where notices appear, one at a time, for the toast duration. */
export function ToastRegion({ toast }: { toast: ToastActor }) {
  const { t } = useTranslation();
  const notice = useSelector(toast, (snapshot) => snapshot.context.notice);
  const canDismiss = useSelector(toast, (snapshot) => snapshot.can({ type: 'toast.dismiss' }));
  return (
    <div className={styles.region} style={{ width: TOAST_WIDTH_PX }}>
      {notice ? (
        <div
          className={`${styles.toast} ${styles[notice.tone]}`}
          role={notice.tone === 'danger' ? 'alert' : 'status'}
        >
          <p className={styles.message}>
            {t(notice.messageKey as TranslationKey, { ...notice.values })}
          </p>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={t('common.dismiss')}
            disabled={!canDismiss}
            onClick={() => toast.send({ type: 'toast.dismiss' })}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
