import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ACCESS_REVIEWS_PATH } from '../../../domain/app-paths.js';
import styles from './certification-task.module.css';

/** A campaign the user may not view. */
export function NotPermitted() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.task} aria-labelledby={headingId}>
      <Link href={ACCESS_REVIEWS_PATH} className={styles.backLink}>
        {t('certificationTask.back')}
      </Link>
      <h1 id={headingId} className={styles.heading}>
        {t('certificationTask.notPermitted.title')}
      </h1>
      <p>{t('certificationTask.notPermitted.text')}</p>
    </section>
  );
}
