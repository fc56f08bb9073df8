import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field.js';
import styles from './admin-roles.module.css';
import type { PeriodDraft } from './role-period.js';

export interface RolePeriodFieldsProps {
  value: PeriodDraft;
  onChange: (value: PeriodDraft) => void;
  /** Why each bound is refused, if it is. */
  errors: Partial<Record<keyof PeriodDraft, string | null>>;
}

/** When the role's privileges apply: from a minute until a later one, or always. */
export function RolePeriodFields({ value, onChange, errors }: RolePeriodFieldsProps) {
  const { t } = useTranslation();
  const labels = {
    calendar: t('adminRoles.edit.calendar'),
    previousMonth: t('adminRoles.edit.previousMonth'),
    nextMonth: t('adminRoles.edit.nextMonth'),
  };
  return (
    <fieldset className={styles.period}>
      <legend>{t('adminRoles.edit.timeConstraint')}</legend>
      <DateField
        label={t('adminRoles.edit.start')}
        withTime
        value={value.start || null}
        onChange={(start) => onChange({ ...value, start: start ?? '' })}
        errorMessage={errors.start}
        labels={labels}
      />
      <DateField
        label={t('adminRoles.edit.end')}
        withTime
        value={value.end || null}
        onChange={(end) => onChange({ ...value, end: end ?? '' })}
        errorMessage={errors.end}
        labels={labels}
      />
    </fieldset>
  );
}
