import { useTranslation } from 'react-i18next';
import type { CertificationDecision } from '../../../domain/certification.js';
import { EXCEPTION_DEFERRAL_DAYS } from '../../../domain/constants.js';
import { Button } from '../../components/button.js';
import styles from './certification-task.module.css';
import type { DecisionQueue } from './use-decision-queue.js';

export interface DecisionToolbarProps {
  selectedCount: number;
  canDecide: (decision: CertificationDecision) => boolean;
  onDecide: (decision: CertificationDecision) => void;
  canClear: boolean;
  onClear: () => void;
  /** The id the keyboard help takes, for the table to point at. */
  shortcutsId: string;
  progress: DecisionQueue['progress'];
}

/** Decisions on the selected items, the keyboard help and the progress of a bulk decision. */
export function DecisionToolbar({
  selectedCount,
  canDecide,
  onDecide,
  canClear,
  onClear,
  shortcutsId,
  progress,
}: DecisionToolbarProps) {
  const { t } = useTranslation();
  const decisions = [
    { decision: 'certify', label: t('certificationTask.bulk.certify') },
    { decision: 'revoke', label: t('certificationTask.bulk.revoke') },
    { decision: 'exception', label: t('certificationTask.bulk.exception') },
  ] as const;
  return (
    <div className={styles.toolbar}>
      <div
        role="toolbar"
        aria-label={t('certificationTask.bulk.label')}
        className={styles.bulkButtons}
      >
        <span className={styles.selectedCount}>
          {t('certificationTask.bulk.selected', { count: selectedCount })}
        </span>
        {decisions.map(({ decision, label }) => (
          <Button
            key={decision}
            isDisabled={!canDecide(decision)}
            onPress={() => onDecide(decision)}
          >
            {label}
          </Button>
        ))}
        <Button variant="secondary" isDisabled={!canClear} onPress={onClear}>
          {t('certificationTask.bulk.clear')}
        </Button>
      </div>
      <p id={shortcutsId} className={styles.shortcuts}>
        {t('certificationTask.bulk.shortcuts', { days: EXCEPTION_DEFERRAL_DAYS })}
      </p>
      <p role="status" className={styles.saving}>
        {progress
          ? t('certificationTask.bulk.saving', {
              current: progress.done + 1,
              count: progress.count,
            })
          : null}
      </p>
    </div>
  );
}
