import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field.js';
import styles from '../login-page.module.css';
import type { CallbackFieldProps } from './callback-field-props.js';
import { outputText } from './callback-values.js';

const ONE_TIME_CODE = /^\d{6}$/;

/** The code an authenticator app shows: six digits, which the browser may fill from a message. */
export function OneTimeCodeCallback({ callback, autoFocus }: CallbackFieldProps) {
  const { t } = useTranslation();
  const input = callback.input[0];
  if (!input) return null;
  return (
    <TextField
      classNames={styles}
      label={outputText(callback, 'prompt') ?? t('journeys.twoStep.codeFallback')}
      name={input.name}
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      autoFocus={autoFocus}
      isRequired
      validate={(value) => {
        const code = value.replace(/\s/g, '');
        if (code === '') return t('errors.required');
        return ONE_TIME_CODE.test(code) ? null : t('journeys.twoStep.codeFormat');
      }}
    />
  );
}
