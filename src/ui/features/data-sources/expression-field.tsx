import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import formStyles from '../../components/form.module.css';
import selectStyles from '../../components/select-field.module.css';
import styles from './data-sources.module.css';

export interface ExpressionFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The paths of the sample record the user may pick. */
  paths: readonly string[];
  description?: string | null | undefined;
  /** Why the expression failed on the sample. */
  error?: string | null | undefined;
}

/** A JSLT expression: one of the sample's paths, or any text the user types. */
export function ExpressionField({
  label,
  value,
  onChange,
  paths,
  description,
  error,
}: ExpressionFieldProps) {
  const { t } = useTranslation();
  const items = useMemo(() => paths.map((path) => ({ id: path })), [paths]);
  return (
    <ComboBox
      className={formStyles.field}
      allowsCustomValue
      allowsEmptyCollection
      inputValue={value}
      onInputChange={onChange}
      defaultItems={items}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className={formStyles.label}>{label}</Label>
      <div className={styles.comboRow}>
        <Input className={formStyles.input} spellCheck={false} />
        <Button className={styles.comboButton} aria-label={t('dataSources.mapping.showPaths')}>
          <span className={selectStyles.chevron} aria-hidden="true" />
        </Button>
      </div>
      {description ? (
        <Text slot="description" className={formStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={formStyles.fieldError}>{error}</FieldError>
      <Popover className={selectStyles.popover}>
        <ListBox className={selectStyles.listBox}>
          {(item: { id: string }) => (
            <ListBoxItem id={item.id} className={selectStyles.option}>
              {item.id}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
