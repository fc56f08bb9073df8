import { useTranslation } from 'react-i18next';
import type { CallbackFieldProps } from './callback-field-props.js';
import { outputText, outputTexts, outputValue } from './callback-values.js';
import { ChoiceGroup } from './choice-group.js';

export function ConfirmationCallback({ callback, autoFocus }: CallbackFieldProps) {
  const { t } = useTranslation();
  const input = callback.input[0];
  if (!input) return null;
  const defaultOption = outputValue(callback, 'defaultOption');
  return (
    <ChoiceGroup
      legend={outputText(callback, 'prompt') || t('journeys.choiceFallback')}
      name={input.name}
      options={outputTexts(callback, 'options')}
      defaultIndex={typeof defaultOption === 'number' ? defaultOption : 0}
      autoFocus={autoFocus}
    />
  );
}
