import type { CallbackFieldProps } from './callback-field-props.js';
import { outputText } from './callback-values.js';
import { PolicyTextField } from './policy-text-field.js';

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  mail: 'email',
  givenName: 'given-name',
  sn: 'family-name',
  telephoneNumber: 'tel',
};

/** A profile attribute the journey collects (names, email address). */
export function StringAttributeInputCallback(props: CallbackFieldProps) {
  const name = outputText(props.callback, 'name') ?? '';
  return (
    <PolicyTextField
      {...props}
      property={name}
      label={outputText(props.callback, 'prompt') ?? name}
      type={name === 'mail' ? 'email' : 'text'}
      autoComplete={AUTOCOMPLETE[name] ?? 'off'}
    />
  );
}
