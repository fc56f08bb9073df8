import type { CallbackFieldProps } from './callback-field-props.js';
import { TextInputCallback } from './text-input-callback.js';

export function PasswordCallback(props: CallbackFieldProps) {
  return (
    <TextInputCallback
      {...props}
      type="password"
      autoComplete="current-password"
      fallbackLabelKey="login.passwordFallback"
    />
  );
}
