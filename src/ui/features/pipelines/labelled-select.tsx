import { Label, Select } from 'react-aria-components';
import formStyles from '../../components/form.module.css';
import { SelectButton, SelectOptions, type SelectOption } from '../../components/select-parts.js';

export interface LabelledSelectProps {
  label: string;
  value: string | null;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  errorMessage?: string | null | undefined;
}

/** A labelled choice among options shown by their label, such as data sources by name. */
export function LabelledSelect({
  label,
  value,
  options,
  onChange,
  errorMessage,
}: LabelledSelectProps) {
  return (
    <Select
      className={formStyles.field}
      selectedKey={value}
      onSelectionChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      isInvalid={Boolean(errorMessage)}
    >
      <Label className={formStyles.label}>{label}</Label>
      <SelectButton />
      {errorMessage ? <p className={formStyles.fieldError}>{errorMessage}</p> : null}
      <SelectOptions options={options} />
    </Select>
  );
}
