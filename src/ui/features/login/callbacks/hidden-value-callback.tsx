import type { CallbackFieldProps } from './callback-field-props.js';
import { inputText, outputText } from './callback-values.js';

/** A value the step carries back unchanged, which the user neither sees nor edits. */
export function HiddenValueCallback({ callback }: CallbackFieldProps) {
  const input = callback.input[0];
  if (!input) return null;
  const value = inputText(input.value) || (outputText(callback, 'value') ?? '');
  return <input type="hidden" name={input.name} value={value} />;
}
