import { useTranslation } from 'react-i18next';
import { FieldError, Input, Label, Select, Switch, Text, TextField } from 'react-aria-components';
import { usePropertyValueLabel } from '../../components/enum-label/enum-label.js';
import { SelectButton, SelectOptions } from '../../components/select-parts.js';
import { validationMessage, type ValidationFailure } from '../../i18n/validation-message.js';
import styles from './delegated-admin.module.css';
import type { DraftValue, FormField } from './managed-form-model.js';

export interface ManagedFieldControlProps {
  field: FormField;
  value: DraftValue;
  error: ValidationFailure | undefined;
  onChange: (value: DraftValue) => void;
  isDisabled: boolean;
}

const INPUT_TYPES: Readonly<Record<string, 'email' | 'tel' | 'url'>> = {
  mail: 'email',
  telephoneNumber: 'tel',
  profileImage: 'url',
};

/** No option chosen, in a list of options; never a value a schema lists. */
const UNSET = '\u0000unset';

function FieldLabel({ field }: { field: FormField }) {
  const { t } = useTranslation();
  return (
    <Label className={styles.label}>
      {field.title}
      {field.required && !field.readOnly ? <span aria-hidden="true">{' *'}</span> : null}
      {field.readOnly ? (
        <span className={styles.readOnlyBadge}>{t('delegatedAdmin.edit.readOnly')}</span>
      ) : null}
    </Label>
  );
}

/** One field of the edit form: a text box, a choice from the schema's options, or a switch. */
export function ManagedFieldControl({
  field,
  value,
  error,
  onChange,
  isDisabled,
}: ManagedFieldControlProps) {
  const { t } = useTranslation();
  const valueLabel = usePropertyValueLabel();
  const message = error ? validationMessage(t, error) : null;

  if (field.type === 'boolean') {
    return (
      <div className={styles.field}>
        <Switch
          className={styles.switch}
          isSelected={value === true}
          onChange={onChange}
          isDisabled={isDisabled}
          isReadOnly={field.readOnly}
        >
          <FieldLabel field={field} />
          <span>{value === true ? t('common.yes') : t('common.no')}</span>
        </Switch>
        {message ? <p className={styles.fieldError}>{message}</p> : null}
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
      >
        <FieldLabel field={field} />
        <SelectButton />
        {field.description ? (
          <Text slot="description" className={styles.description}>
            {field.description}
          </Text>
        ) : null}
        <FieldError className={styles.fieldError}>{message}</FieldError>
        <SelectOptions
          options={choices.map((choice) => ({
            id: choice,
            label:
              choice === UNSET ? t('delegatedAdmin.edit.notSet') : valueLabel(field.name, choice),
          }))}
        />
      </Select>
    );
  }

  return (
    <TextField
      className={styles.field}
      name={field.name}
      value={
        typeof value !== 'string' ? '' : field.readOnly ? valueLabel(field.name, value) : value
      }
      onChange={onChange}
      isReadOnly={field.readOnly}
      isDisabled={isDisabled && !field.readOnly}
      isRequired={field.required && !field.readOnly}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      type={INPUT_TYPES[field.name] ?? 'text'}
      inputMode={field.type === 'number' || field.type === 'integer' ? 'decimal' : undefined}
    >
      <FieldLabel field={field} />
      <Input className={styles.input} />
      {field.description && field.description !== field.title ? (
        <Text slot="description" className={styles.description}>
          {field.description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{message}</FieldError>
    </TextField>
  );
}
