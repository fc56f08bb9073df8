import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field.js';
import { validationMessage } from '../../../i18n/validation-message.js';
import styles from '../login-page.module.css';
import type { CallbackFieldProps } from './callback-field-props.js';
import { failedPolicyMessages, isRequiredCallback } from './callback-policies.js';
import { inputText, outputText } from './callback-values.js';

interface PolicyTextFieldProps extends CallbackFieldProps {
  /** The property the server's failed policies are about (userName, password, mail, ...). */
  property: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  onValueChange?: (value: string) => void;
  describedBy?: string;
  children?: ReactNode;
}

/**
 * A text field of a validated callback: required when the server says so, with what the server
 * refused in the last answer until the user changes the value (the field checks itself again
 * from then on).
 */
export function PolicyTextField({
  callback,
  autoFocus,
  property,
  label,
  type,
  autoComplete,
  onValueChange,
  describedBy,
  children,
}: PolicyTextFieldProps) {
  const { t } = useTranslation();
  const [edited, setEdited] = useState(false);
  const input = callback.input[0];
  if (!input) return null;
  const required = isRequiredCallback(callback);
  const failures = edited ? [] : failedPolicyMessages(callback, property);
  const initial =
    type === 'password' ? '' : inputText(input.value) || (outputText(callback, 'value') ?? '');
  return (
    <div className={styles.field}>
      <TextField
        classNames={styles}
        label={label}
        name={input.name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={initial}
        autoFocus={autoFocus}
        isRequired={required}
        validate={
          failures.length > 0
            ? undefined
            : (value) => (required && value.trim() === '' ? t('errors.required') : null)
        }
        onChange={(value) => {
          setEdited(true);
          onValueChange?.(value);
        }}
        errorMessage={
          failures.length > 0
            ? failures.map((failure) => validationMessage(t, failure)).join(' ')
            : undefined
        }
        describedBy={describedBy}
      />
      {children}
    </div>
  );
}
