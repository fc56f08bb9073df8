import type { CallbackFieldProps } from './callback-field-props.js';
import { TextInputCallback } from './text-input-callback.js';

export function NameCallback(props: CallbackFieldProps) {
  return (
    <TextInputCallback
      {...props}
      type="text"
      autoComplete="username"
      fallbackLabelKey="login.usernameFallback"
    />
  );
}
