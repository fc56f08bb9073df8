import { FieldError, Input, Label, Switch, Text, TextArea, TextField } from 'react-aria-components';
import styles from './theme-editor.module.css';

export interface TextSettingProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  description?: string | undefined;
  inputMode?: 'text' | 'numeric' | 'url';
}

export function TextSetting({
  label,
  value,
  onChange,
  errorMessage,
  description,
  inputMode = 'text',
}: TextSettingProps) {
  return (
    <TextField
      className={styles.field}
      value={value}
      onChange={onChange}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} inputMode={inputMode} spellCheck={false} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </TextField>
  );
}

export function TextAreaSetting({
  label,
  value,
  onChange,
  errorMessage,
  description,
}: Omit<TextSettingProps, 'inputMode'>) {
  return (
    <TextField
      className={styles.field}
      value={value}
      onChange={onChange}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{label}</Label>
      <TextArea className={styles.textArea} rows={4} spellCheck={false} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </TextField>
  );
}

export interface ToggleSettingProps {
  label: string;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  isDisabled?: boolean;
}

export function ToggleSetting({ label, isSelected, onChange, isDisabled }: ToggleSettingProps) {
  return (
    <Switch
      className={styles.switch}
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={isDisabled ?? false}
    >
      <span className={styles.switchTrack} aria-hidden="true">
        <span className={styles.switchThumb} />
      </span>
      {label}
    </Switch>
  );
}
