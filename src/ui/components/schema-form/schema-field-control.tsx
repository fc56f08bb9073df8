import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, Label, Select, Text } from 'react-aria-components';
import { usePropertyValueLabel } from '../enum-label/enum-label.js';
import { validationMessage, type ValidationFailure } from '../../i18n/validation-message.js';
import styles from '../form.module.css';
import { SelectButton, SelectOptions } from '../select-parts.js';
import { TextField } from '../text-field.js';
import { ToggleSwitch } from '../toggle-switch.js';
import { INPUT_TYPES, type DraftValue, type SchemaField } from './schema-field.js';

export interface SchemaFieldControlProps {
  field: SchemaField;
  value: DraftValue | undefined;
  error: ValidationFailure | undefined;
  onChange: (value: DraftValue) => void;
  isDisabled: boolean;
  /** The label, when it is not the schema's title (for example a translated one). */
  label?: string;
  autoFocus?: boolean;
}

/** No option chosen, in a list of options; never a value a schema lists. */
const UNSET = '\u0000unset';

function LabelMarks({ field }: { field: SchemaField }) {
  const { t } = useTranslation();
  return (
    <>
      {field.required && !field.readOnly ? (
        <span className={styles.requiredMark} aria-hidden="true">
          {' *'}
        </span>
      ) : null}
      {field.readOnly ? <span className={styles.readOnlyBadge}>{t('forms.readOnly')}</span> : null}
    </>
  );
}

/** One field of a schema-driven form: a text box, a choice from the schema's options, or a switch. */
export function SchemaFieldControl({
  field,
  value,
  error,
  onChange,
  isDisabled,
  label = field.title,
  autoFocus = false,
}: SchemaFieldControlProps) {
  const { t } = useTranslation();
  const valueLabel = usePropertyValueLabel();
  const errorId = useId();
  const message = error ? validationMessage(t, error) : undefined;
  const description =
    field.description && field.description !== field.title ? field.description : undefined;

  if (field.kind === 'boolean') {
    return (
      <div className={styles.field}>
        <ToggleSwitch
          isSelected={value === true}
          onChange={onChange}
          isDisabled={isDisabled && !field.readOnly}
          isReadOnly={field.readOnly}
          autoFocus={autoFocus}
          aria-describedby={message ? errorId : undefined}
        >
          {label}
          <LabelMarks field={field} />
        </ToggleSwitch>
        {message ? (
          <p id={errorId} className={styles.fieldError}>
            {message}
          </p>
        ) : null}
      </div>
    );
  }

  if (field.options && !field.readOnly) {
    const choices = [...(field.required ? [] : [UNSET]), ...field.options];
    return (
      <Select
        className={styles.field}
        selectedKey={value === '' ? (field.required ? null : UNSET) : String(value)}
        onSelectionChange={(key) => onChange(key === null || key === UNSET ? '' : String(key))}
        isDisabled={isDisabled}
        isRequired={field.required}
        isInvalid={error !== undefined}
        validationBehavior="aria"
        autoFocus={autoFocus}
      >
        <Label className={styles.label}>
          {label}
          <LabelMarks field={field} />
        </Label>
        <SelectButton />
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
        <FieldError className={styles.fieldError}>{message}</FieldError>
        <SelectOptions
          options={choices.map((choice) => ({
            id: choice,
            label: choice === UNSET ? t('common.notSet') : valueLabel(field.name, choice),
          }))}
        />
      </Select>
    );
  }

  return (
    <TextField
      label={label}
      labelSuffix={<LabelMarks field={field} />}
      name={field.name}
      value={
        typeof value !== 'string' ? '' : field.readOnly ? valueLabel(field.name, value) : value
      }
      onChange={onChange}
      isReadOnly={field.readOnly}
      isDisabled={isDisabled && !field.readOnly}
      isRequired={field.required && !field.readOnly}
      errorMessage={message}
      autoFocus={autoFocus}
      type={INPUT_TYPES[field.name] ?? 'text'}
      inputMode={field.kind === 'text' ? undefined : 'decimal'}
      description={description}
    />
  );
}
