import { useTranslation } from 'react-i18next';
import type { CallbackFieldProps } from './callback-field-props.js';
import { outputText } from './callback-values.js';
import { PolicyTextField } from './policy-text-field.js';

export function ValidatedCreateUsernameCallback(props: CallbackFieldProps) {
  const { t } = useTranslation();
  return (
    <PolicyTextField
      {...props}
      property="userName"
      label={outputText(props.callback, 'prompt') ?? t('login.usernameFallback')}
      type="text"
      autoComplete="username"
    />
  );
}
