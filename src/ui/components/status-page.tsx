import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { TranslationKey } from '../i18n/translation-key.js';
import { DASHBOARD_PATH } from '../../domain/app-paths.js';
import { CenteredCard } from './centered-card.js';
import styles from './status-page.module.css';

export interface StatusPageProps {
  headingKey: TranslationKey;
  bodyKey: TranslationKey;
}

/** A full-page message with a way back to the dashboard. */
export function StatusPage({ headingKey, bodyKey }: StatusPageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <CenteredCard labelledBy={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t(headingKey)}
      </h1>
      <p className={styles.body}>{t(bodyKey)}</p>
      <Link to={DASHBOARD_PATH} className={styles.link}>
        {t('common.returnToDashboard')}
      </Link>
    </CenteredCard>
  );
}
