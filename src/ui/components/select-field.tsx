import type { ReactNode } from 'react';
import { FieldError, Label, Select } from 'react-aria-components';
import formStyles from './form.module.css';
import { SelectButton, SelectOptions } from './select-parts.js';

export interface SelectFieldProps<T extends string | number> {
  label: string;
  value: T;
  values: readonly T[];
  onChange: (value: T) => void;
  /** How each value is shown; the value itself unless told. */
  labelOf?: (value: T) => string;
  /** Lays out the label and the button; stacked as a text field's by default. */
  className?: string;
  /** Why the chosen value is refused; the field is invalid while there is one. */
  errorMessage?: ReactNode;
}

/** A labelled choice of one of `values`, each shown as `labelOf` gives it. */
export function SelectField<T extends string | number>({
  label,
  value,
  values,
  onChange,
  labelOf = String,
  className,
  errorMessage,
}: SelectFieldProps<T>) {
  return (
    <Select
      className={className ?? formStyles.field}
      value={value}
      isInvalid={errorMessage !== undefined && errorMessage !== null}
      validationBehavior="aria"
      onChange={(key) => {
        const chosen = values.find((candidate) => String(candidate) === String(key));
        if (chosen !== undefined) onChange(chosen);
      }}
    >
      <Label className={formStyles.label}>{label}</Label>
      <SelectButton />
      <SelectOptions options={values.map((item) => ({ id: item, label: labelOf(item) }))} />
      <FieldError className={formStyles.fieldError}>{errorMessage}</FieldError>
    </Select>
  );
}
