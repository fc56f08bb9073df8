import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** The value of a controlled field; an uncontrolled one starts from `defaultValue`. */
  value?: string;
  onChange?: (value: string) => void;
  defaultValue?: string;
  /**
   * Checks the value when its form is submitted, with the browser's own validation: the form does
   * not submit while the field is invalid. Without it, the caller says what is invalid.
   */
  validate?: (value: string) => string | null;
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
  /** Classes that replace the form kit's own, for a field styled by its screen (the sign-in page). */
  classNames?: Partial<Record<'field' | 'label' | 'input' | 'fieldError', string>>;
}

/**
 * The browser's own refusal (an empty required field, an email or URL box holding something else)
 * in the app's words: the browser words it in its own language, which need not be the app's.
 */
function nativeRefusal(
  t: TFunction,
  type: NonNullable<TextFieldProps['type']>,
  validity: ValidityState,
): string | undefined {
  if (validity.customError) return undefined;
  if (validity.valueMissing) return t('validation.required');
  if (validity.typeMismatch && type === 'email') return t('validation.email');
  if (validity.typeMismatch && type === 'url') return t('validation.url');
  return undefined;
}

/** A labelled text box (or text area) with its description and its error. */
export function TextField({
  label,
  value,
  onChange,
  defaultValue,
  validate,
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
  classNames = {},
}: TextFieldProps) {
  const { t } = useTranslation();
  const inputClass = classNames.input ?? styles.input;
  return (
    <AriaTextField
      className={classNames.field ?? styles.field}
      name={name}
      value={value}
      onChange={onChange}
      defaultValue={defaultValue}
      validate={validate}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      isRequired={isRequired}
      isInvalid={validate ? undefined : isInvalid}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      validationBehavior={validate ? 'native' : 'aria'}
      autoFocus={autoFocus}
      aria-describedby={describedBy}
    >
      <Label className={classNames.label ?? styles.label}>
        {label}
        {labelSuffix}
      </Label>
      {rows === undefined ? (
        <Input className={inputClass} spellCheck={spellCheck} />
      ) : (
        <TextArea
          className={`${inputClass} ${styles.textArea}`}
          rows={rows}
          spellCheck={spellCheck}
        />
      )}
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={classNames.fieldError ?? styles.fieldError}>
        {({ validationDetails, validationErrors }) =>
          errorMessage ?? nativeRefusal(t, type, validationDetails) ?? validationErrors.join(' ')
        }
      </FieldError>
    </AriaTextField>
  );
}
