import type { ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
} from 'react-aria-components';
import styles from './form.module.css';

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  type?: 'text' | 'password' | 'email' | 'tel' | 'url';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'url';
  autoComplete?: string;
  spellCheck?: boolean;
  /** A text area of this many rows instead of a one-line text box. */
  rows?: number;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** Invalid without a message of its own, when the message is shown elsewhere. */
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  /** Ids of further text that describes the field, such as a checklist. */
  describedBy?: string | undefined;
  /** A mark after the label, such as the required asterisk or a read-only badge. */
  labelSuffix?: ReactNode;
}

/** A labelled text box (or text area) with its description and its error. */
export function TextField({
  label,
  value,
  onChange,
  name,
  type = 'text',
  inputMode,
  autoComplete,
  spellCheck,
  rows,
  description,
  errorMessage,
  isInvalid = errorMessage !== undefined && errorMessage !== null,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  autoFocus = false,
  describedBy,
  labelSuffix,
}: TextFieldProps) {
  return (
    <AriaTextField
      className={styles.field}
      name={name}
      value={value}
      onChange={onChange}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      isRequired={isRequired}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      validationBehavior="aria"
      autoFocus={autoFocus}
      aria-describedby={describedBy}
    >
      <Label className={styles.label}>
        {label}
        {labelSuffix}
      </Label>
      {rows === undefined ? (
        <Input className={styles.input} spellCheck={spellCheck} />
      ) : (
        <TextArea
          className={`${styles.input} ${styles.textArea}`}
          rows={rows}
          spellCheck={spellCheck}
        />
      )}
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
