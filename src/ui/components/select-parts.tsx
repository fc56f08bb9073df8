import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  type Key,
} from 'react-aria-components';
import styles from './select-field.module.css';

export interface SelectOption {
  id: Key;
  label: string;
}

/** The button of a react-aria Select: the chosen value and a chevron. */
export function SelectButton() {
  return (
    <Button className={styles.selectButton}>
      <SelectValue className={styles.value} />
      <span className={styles.chevron} aria-hidden="true" />
    </Button>
  );
}

/** The popover list of a react-aria Select. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return (
    <Popover className={styles.popover}>
      <ListBox className={styles.listBox}>
        {options.map((option) => (
          <ListBoxItem key={option.id} id={option.id} className={styles.option}>
            {option.label}
          </ListBoxItem>
        ))}
      </ListBox>
    </Popover>
  );
}
