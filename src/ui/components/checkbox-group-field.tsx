import type { ReactNode } from 'react';
import { Checkbox, CheckboxGroup, FieldError, Label, Text } from 'react-aria-components';
import choiceStyles from './choice-group.module.css';
import styles from './form.module.css';

export interface CheckboxGroupFieldProps {
  label: string;
  options: readonly { id: string; label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  description?: ReactNode;
  errorMessage?: ReactNode;
}

/** A labelled group of checkboxes, with its description and its error. */
export function CheckboxGroupField({
  label,
  options,
  value,
  onChange,
  description,
  errorMessage,
}: CheckboxGroupFieldProps) {
  return (
    <CheckboxGroup
      className={styles.field}
      value={[...value]}
      onChange={onChange}
      isInvalid={errorMessage !== undefined && errorMessage !== null}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{label}</Label>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <div className={choiceStyles.checkboxes}>
        {options.map((option) => (
          <Checkbox key={option.id} value={option.id} className={choiceStyles.checkbox}>
            <span className={choiceStyles.checkboxBox} aria-hidden="true" />
            {option.label}
          </Checkbox>
        ))}
      </div>
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </CheckboxGroup>
  );
}
