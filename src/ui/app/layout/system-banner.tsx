import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql/index.js';
import { sessionStore } from '../../lib/browser-storage.js';
import { CALLER_HANDLES_UNAUTHENTICATED } from '../../lib/request-context.js';
import styles from './system-banner.module.css';

const SystemBanner_Notification = graphql(`
  query SystemBanner_Notification {
    systemNotification {
      message
      severity
      details
    }
  }
`);

const importDetails = () => import('./system-banner-details.js');
let detailsModule: ReturnType<typeof importDetails> | undefined;
const loadDetails = () => (detailsModule ??= importDetails());
const SystemBannerDetails = lazy(async () => ({
  default: (await loadDetails()).SystemBannerDetails,
}));

/** The notice dismissed in this browser session, by its text: a new notice shows again. */
const DISMISSED_KEY = 'identity-console.system-notification-dismissed';

const SEVERITIES = ['info', 'warning', 'danger'] as const;
type Severity = (typeof SEVERITIES)[number];

function severityOf(value: string): Severity {
  return SEVERITIES.find((severity) => severity === value) ?? 'info';
}

const readDismissed = () => sessionStore.read(DISMISSED_KEY);

/** The platform-wide notice at the top of the main area, with its details in a dialog. */
export function SystemBanner() {
  const { t } = useTranslation();
  const { data } = useQuery(SystemBanner_Notification, {
    fetchPolicy: 'cache-and-network',
    context: CALLER_HANDLES_UNAUTHENTICATED,
  });
  const [dismissed, setDismissed] = useState(readDismissed);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const notice = data?.systemNotification;
  if (!notice || dismissed === notice.message) return null;

  const severity = severityOf(notice.severity);
  const dismiss = () => {
    sessionStore.write(DISMISSED_KEY, notice.message);
    setDismissed(notice.message);
  };
  return (
    <section
      className={`${styles.banner} ${styles[severity]}`}
      aria-label={t('systemNotification.label')}
    >
      <p className={styles.message}>{notice.message}</p>
      <div className={styles.actions}>
        {notice.details ? (
          <button
            type="button"
            className={styles.button}
            onPointerEnter={() => void loadDetails()}
            onFocus={() => void loadDetails()}
            onClick={() => setDetailsOpen(true)}
          >
            {t('systemNotification.details')}
          </button>
        ) : null}
        <button
          type="button"
          className={styles.button}
          aria-label={t('systemNotification.dismiss')}
          onClick={dismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {detailsOpen && notice.details ? (
        <Suspense fallback={null}>
          <SystemBannerDetails details={notice.details} onClose={() => setDetailsOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
