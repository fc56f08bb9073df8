import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/select-field.js';
import styles from './theme-editor.module.css';

export interface RealmPickerProps {
  realms: readonly string[];
  realm: string;
  onChange: (realm: string) => void;
}

export function RealmPicker({ realms, realm, onChange }: RealmPickerProps) {
  const { t } = useTranslation();
  return (
    <SelectField
      className={styles.realmPicker}
      label={t('themeEditor.editor.realm')}
      value={realm}
      values={realms}
      onChange={onChange}
    />
  );
}
