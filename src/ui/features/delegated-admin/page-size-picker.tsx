import { useTranslation } from 'react-i18next';
import { LIST_PAGE_SIZES } from '../../../domain/delegated-admin.js';
import { SelectField } from '../../components/select-field.js';
import styles from './delegated-admin.module.css';

export function PageSizePicker({
  value,
  onChange,
}: {
  value: number;
  onChange: (size: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      className={styles.pageSize}
      label={t('delegatedAdmin.list.pageSize')}
      value={value}
      values={LIST_PAGE_SIZES}
      onChange={onChange}
    />
  );
}
