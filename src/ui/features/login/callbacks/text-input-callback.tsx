import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field.js';
import type { TranslationKey } from '../../../i18n/translation-key.js';
import styles from '../login-page.module.css';
import type { CallbackFieldProps } from './callback-field-props.js';
import { inputText, outputText } from './callback-values.js';

interface TextInputCallbackProps extends CallbackFieldProps {
  type: 'text' | 'password';
  autoComplete: string;
  fallbackLabelKey: TranslationKey;
}

export function TextInputCallback({
  callback,
  autoFocus,
  type,
  autoComplete,
  fallbackLabelKey,
}: TextInputCallbackProps) {
  const { t } = useTranslation();
  const input = callback.input[0];
  if (!input) return null;
  const label = outputText(callback, 'prompt') ?? t(fallbackLabelKey);
  return (
    <TextField
      classNames={styles}
      label={label}
      name={input.name}
      type={type}
      autoComplete={autoComplete}
      defaultValue={type === 'password' ? '' : inputText(input.value)}
      autoFocus={autoFocus}
      isRequired
      validate={(value) => (value.trim() === '' ? t('errors.required') : null)}
    />
  );
}
