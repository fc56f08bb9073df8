import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import styles from './theme-editor.module.css';
import { ToggleSwitch } from '../../components/toggle-switch.js';

export interface TextSettingProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  description?: string | undefined;
  inputMode?: 'text' | 'numeric' | 'url';
}

/** A labelled text setting with its description and error; `children` is the control. */
function SettingField({
  label,
  value,
  onChange,
  errorMessage,
  description,
  children,
}: Omit<TextSettingProps, 'inputMode'> & { children: ReactNode }) {
  return (
    <TextField
      className={styles.field}
      value={value}
      onChange={onChange}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{label}</Label>
      {children}
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </TextField>
  );
}

export function TextSetting({ inputMode = 'text', ...field }: TextSettingProps) {
  return (
    <SettingField {...field}>
      <Input className={styles.input} inputMode={inputMode} spellCheck={false} />
    </SettingField>
  );
}

export function TextAreaSetting(field: Omit<TextSettingProps, 'inputMode'>) {
  return (
    <SettingField {...field}>
      <TextArea className={styles.textArea} rows={4} spellCheck={false} />
    </SettingField>
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
    <ToggleSwitch isSelected={isSelected} onChange={onChange} isDisabled={isDisabled ?? false}>
      {label}
    </ToggleSwitch>
  );
}
