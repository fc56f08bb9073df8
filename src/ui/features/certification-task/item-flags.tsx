import { useTranslation } from 'react-i18next';
import type { CertificationItemRow } from './certification-items-table.js';
import styles from './certification-task.module.css';

type Flag = keyof Omit<CertificationItemRow['flags'], '__typename'>;

const FLAGS: readonly Flag[] = ['recon', 'requestBased', 'roleBased', 'newAccess', 'temporal'];

/** The flags an item carries, as small badges named in words. */
export function ItemFlags({ flags }: { flags: CertificationItemRow['flags'] }) {
  const { t } = useTranslation();
  const shown = FLAGS.filter((flag) => flags[flag]);
  if (shown.length === 0) {
    return <span className={styles.secondary}>{t('certificationTask.items.noFlags')}</span>;
  }
  return (
    <ul className={styles.flags} aria-label={t('certificationTask.items.flags')}>
      {shown.map((flag) => (
        <li key={flag} className={styles.flag}>
          {t(`certificationTask.flags.${flag}`)}
        </li>
      ))}
    </ul>
  );
}
