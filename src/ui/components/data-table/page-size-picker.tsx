import { useTranslation } from 'react-i18next';
import { SelectField } from '../select-field.js';
import styles from './data-table.module.css';

export function PageSizePicker({
  value,
  values,
  onChange,
}: {
  value: number;
  values: readonly number[];
  onChange: (size: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      className={styles.pageSize}
      label={t('dataTable.pageSize')}
      value={value}
      values={values}
      onChange={onChange}
    />
  );
}
