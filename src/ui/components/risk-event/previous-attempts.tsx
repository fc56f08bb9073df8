import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RiskThresholds } from '../../../domain/autoaccess/risk-levels.js';
import { placeOf } from './event-text.js';
import { ReasonBadges } from './reason-badges.js';
import styles from './risk-event.module.css';
import { RiskScoreBadge } from './risk-score-badge.js';

interface Attempt {
  eventId: string;
  time: string;
  riskScore: number;
  city?: string | null;
  country?: string | null;
  reasons: readonly { kind: string; key?: string | null }[];
}

/** The user's last five risky attempts before the event shown. */
export function PreviousAttempts({
  attempts,
  total,
  time,
  thresholds,
}: {
  attempts: readonly Attempt[];
  total: number;
  time: (value: string) => string;
  thresholds: RiskThresholds;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.detailHeading}>
        {t('riskEvent.detail.attempts.heading')}
      </h3>
      {attempts.length === 0 ? (
        <p>{t('riskEvent.detail.attempts.empty')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('riskEvent.detail.attempts.total', { count: total })}</p>
          <ol className={styles.attempts}>
            {attempts.map((attempt) => (
              <li key={attempt.eventId} className={styles.attempt}>
                <RiskScoreBadge score={attempt.riskScore} thresholds={thresholds} />
                <span>{time(attempt.time)}</span>
                <span>{placeOf(attempt)}</span>
                <ReasonBadges reasons={attempt.reasons} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
