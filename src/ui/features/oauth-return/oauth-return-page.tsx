import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { CenteredCard } from '../../components/centered-card.js';
import { DASHBOARD_PATH } from '../../lib/location.js';
import styles from './oauth-return-page.module.css';

/** Where an OAuth round trip comes back to; the gateway has already completed it. */
export function OAuthReturnPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const [, navigate] = useLocation();
  useEffect(() => {
    navigate(DASHBOARD_PATH, { replace: true });
  }, [navigate]);
  return (
    <CenteredCard labelledBy={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t('oauthReturn.completing')}
      </h1>
    </CenteredCard>
  );
}
