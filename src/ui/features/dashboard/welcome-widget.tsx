import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PROFILE_PATH } from '../../../domain/app-paths.js';
import { Card } from '../../components/card.js';
import styles from './dashboard-page.module.css';

export function WelcomeWidget() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card as="section" labelledBy={headingId} className={styles.welcome}>
      <h2 id={headingId}>{t('dashboard.welcome.heading')}</h2>
      <p>{t('dashboard.welcome.body')}</p>
      <Link to={PROFILE_PATH} className={styles.editProfile}>
        {t('dashboard.welcome.editProfile')}
      </Link>
    </Card>
  );
}
