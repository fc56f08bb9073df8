import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS_REVIEWS_PATH } from '../../../domain/app-paths.js';
import { TopBarBackLink } from '../../components/top-bar-back-link.js';
import styles from './certification-task.module.css';

/** A campaign the user may not view. */
export function NotPermitted() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.task} aria-labelledby={headingId}>
      <TopBarBackLink to={ACCESS_REVIEWS_PATH}>{t('certificationTask.back')}</TopBarBackLink>
      <h1 id={headingId} className={styles.heading}>
        {t('certificationTask.notPermitted.title')}
      </h1>
      <p>{t('certificationTask.notPermitted.text')}</p>
    </section>
  );
}
