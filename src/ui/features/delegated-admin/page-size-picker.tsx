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
import { LIST_PAGE_SIZES } from '../../../domain/delegated-admin.js';
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
    <Select
      className={styles.pageSize}
      value={value}
      onChange={(key) => {
        if (key !== null) onChange(Number(key));
      }}
    >
      <Label className={styles.label}>{t('delegatedAdmin.list.pageSize')}</Label>
      <Button className={styles.selectButton}>
        <SelectValue />
        <span className={styles.chevron} aria-hidden="true" />
      </Button>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox}>
          {LIST_PAGE_SIZES.map((size) => (
            <ListBoxItem key={size} id={size} className={styles.option}>
              {String(size)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
