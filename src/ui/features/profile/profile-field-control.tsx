import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import type { ValidationFailure } from '../../i18n/validation-message.js';
import { validationMessage } from '../../i18n/validation-message.js';
import type { DraftValue, ProfileField } from './profile-fields.js';
import styles from './profile-page.module.css';
import { useFieldTitle } from './use-field-title.js';
import { ToggleSwitch } from '../../components/toggle-switch.js';

export interface ProfileFieldControlProps {
  field: ProfileField;
  value: DraftValue | undefined;
  error: ValidationFailure | undefined;
  onChange: (value: DraftValue) => void;
  isDisabled: boolean;
  autoFocus?: boolean;
}

const INPUT_TYPES: Readonly<Record<string, 'email' | 'tel' | 'url'>> = {
  mail: 'email',
  telephoneNumber: 'tel',
  profileImage: 'url',
};

export function ProfileFieldControl({
  field,
  value,
  error,
  onChange,
  isDisabled,
  autoFocus = false,
}: ProfileFieldControlProps) {
  const { t } = useTranslation();
  const title = useFieldTitle()(field);
  const errorId = useId();
  if (field.kind === 'boolean') {
    return (
      <div className={styles.formField}>
        <ToggleSwitch
          isSelected={value === true}
          onChange={onChange}
          isDisabled={isDisabled}
          autoFocus={autoFocus}
          aria-describedby={error ? errorId : undefined}
        >
          {title}
        </ToggleSwitch>
        {error ? (
          <p id={errorId} className={styles.fieldError}>
            {validationMessage(t, error)}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <TextField
      className={styles.formField}
      name={field.name}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      isRequired={field.required}
      isInvalid={error !== undefined}
      isDisabled={isDisabled}
      validationBehavior="aria"
      autoFocus={autoFocus}
      type={INPUT_TYPES[field.name] ?? 'text'}
      inputMode={field.kind === 'text' ? undefined : 'decimal'}
    >
      <Label className={styles.label}>
        {title}
        {field.required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </Label>
      <Input className={styles.input} />
      <FieldError className={styles.fieldError}>
        {error ? validationMessage(t, error) : null}
      </FieldError>
    </TextField>
  );
}
