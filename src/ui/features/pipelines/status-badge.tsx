import { useTranslation } from 'react-i18next';
import type { PipelineStatus } from '../../../domain/pipeline-status.js';
import styles from './pipelines.module.css';

/** An execution's status in words, coloured by its kind. */
export function StatusBadge({ status }: { status: PipelineStatus }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-status={status}>
      {t(`pipelines.status.${status}`)}
    </span>
  );
}
