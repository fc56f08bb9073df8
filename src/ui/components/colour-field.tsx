import { FieldError, Input, Label, TextField } from 'react-aria-components';
import { toHexColour } from '../theme/theme-colour.js';
import styles from './colour-field.module.css';
import formStyles from './form.module.css';

export interface ColourFieldProps {
  label: string;
  /** The accessible name of the colour picker beside the text box. */
  pickerLabel: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
}

/** A colour as text (any CSS colour notation), with the browser's colour picker beside it. */
export function ColourField({
  label,
  pickerLabel,
  value,
  onChange,
  errorMessage,
}: ColourFieldProps) {
  const hex = toHexColour(value) ?? '#000000';
  return (
    <TextField
      className={formStyles.field}
      value={value}
      onChange={onChange}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
    >
      <Label className={formStyles.label}>{label}</Label>
      <div className={styles.row}>
        <input
          type="color"
          className={styles.swatch}
          value={hex}
          aria-label={pickerLabel}
          onChange={(event) => onChange(event.target.value)}
        />
        <Input className={styles.input} spellCheck={false} autoComplete="off" />
      </div>
      <FieldError className={formStyles.fieldError}>{errorMessage}</FieldError>
    </TextField>
  );
}
