import { useTranslation } from 'react-i18next';
import type { CertificationDecision } from '../../../domain/certification.js';
import { formatDate } from '../../lib/format-date.js';
import styles from './certification-task.module.css';

export interface DecisionLabelProps {
  decision: CertificationDecision | null | undefined;
  /** For an exception: when the item is due for a decision again. */
  deferredUntil?: string | null | undefined;
}

/** An item's decision in words; an exception says until when it is deferred. */
export function DecisionLabel({ decision, deferredUntil }: DecisionLabelProps) {
  const { t, i18n } = useTranslation();
  return (
    <span className={styles.decision} data-decision={decision ?? 'none'}>
      {t(`certificationTask.decisions.${decision ?? 'none'}`)}
      {decision === 'exception' && deferredUntil ? (
        <span className={styles.secondary}>
          {t('certificationTask.deferredUntil', {
            date: formatDate(deferredUntil, i18n.language),
          })}
        </span>
      ) : null}
    </span>
  );
}
