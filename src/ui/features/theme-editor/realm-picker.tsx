import { useTranslation } from 'react-i18next';
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import styles from './theme-editor.module.css';

export interface RealmPickerProps {
  realms: readonly string[];
  realm: string;
  onChange: (realm: string) => void;
}

export function RealmPicker({ realms, realm, onChange }: RealmPickerProps) {
  const { t } = useTranslation();
  return (
    <Select
      className={styles.realmPicker}
      value={realm}
      onChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
    >
      <Label className={styles.label}>{t('themes.editor.realm')}</Label>
      <Button className={styles.selectButton}>
        <SelectValue />
        <span className={styles.chevron} aria-hidden="true" />
      </Button>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox}>
          {realms.map((name) => (
            <ListBoxItem key={name} id={name} className={styles.option}>
              {name}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
