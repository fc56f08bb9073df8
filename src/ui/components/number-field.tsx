import { Input, Label, NumberField as AriaNumberField } from 'react-aria-components';
import formStyles from './form.module.css';

export interface NumberFieldProps {
  label: string;
  value: number;
  /** Called with the number once the user leaves the field or steps it. */
  onChange: (value: number) => void;
  minValue?: number;
  maxValue?: number;
  step?: number;
}

/** A labelled whole or decimal number, kept within its bounds, stepped with the arrow keys. */
export function NumberField({
  label,
  value,
  onChange,
  minValue,
  maxValue,
  step,
}: NumberFieldProps) {
  return (
    <AriaNumberField
      className={formStyles.field}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      onChange={(next) => {
        if (Number.isFinite(next)) onChange(next);
      }}
    >
      <Label className={formStyles.label}>{label}</Label>
      <Input className={formStyles.input} />
    </AriaNumberField>
  );
}
