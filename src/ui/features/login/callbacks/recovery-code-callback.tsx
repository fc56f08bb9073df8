import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field.js';
import styles from '../login-page.module.css';
import type { CallbackFieldProps } from './callback-field-props.js';
import { outputText } from './callback-values.js';

/** One of the recovery codes saved when 2-step sign-in was set up. */
export function RecoveryCodeCallback({ callback, autoFocus }: CallbackFieldProps) {
  const { t } = useTranslation();
  const input = callback.input[0];
  if (!input) return null;
  return (
    <TextField
      classNames={styles}
      label={outputText(callback, 'prompt') ?? t('journeys.twoStep.recoveryFallback')}
      name={input.name}
      autoComplete="off"
      spellCheck={false}
      autoFocus={autoFocus}
      isRequired
      validate={(value) => (value.trim() === '' ? t('errors.required') : null)}
    />
  );
}
