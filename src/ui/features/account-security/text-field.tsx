import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import styles from './account-security.module.css';

export interface AccountTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password';
  autoComplete?: string;
  description?: string | undefined;
  errorMessage?: string | undefined;
  /** Invalid without a message of its own, when the message is shown elsewhere. */
  isInvalid?: boolean;
  /** Ids of further text that describes the field, such as a checklist. */
  describedBy?: string | undefined;
  isRequired?: boolean;
  autoFocus?: boolean;
}

export function AccountTextField({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  description,
  errorMessage,
  isInvalid = errorMessage !== undefined,
  describedBy,
  isRequired = true,
  autoFocus = false,
}: AccountTextFieldProps) {
  return (
    <TextField
      className={styles.field}
      value={value}
      onChange={onChange}
      type={type}
      isRequired={isRequired}
      isInvalid={isInvalid}
      validationBehavior="aria"
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      aria-describedby={describedBy}
    >
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} spellCheck={false} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </TextField>
  );
}
