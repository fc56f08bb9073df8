import { useTranslation } from 'react-i18next';
import type { CallbackFieldProps } from './callback-field-props.js';
import { outputText, outputTexts, outputValue } from './callback-values.js';
import { ChoiceGroup } from './choice-group.js';

export function ChoiceCallback({ callback, autoFocus }: CallbackFieldProps) {
  const { t } = useTranslation();
  const input = callback.input[0];
  if (!input) return null;
  const defaultChoice = outputValue(callback, 'defaultChoice');
  return (
    <ChoiceGroup
      legend={outputText(callback, 'prompt') || t('journeys.choiceFallback')}
      name={input.name}
      options={outputTexts(callback, 'choices')}
      defaultIndex={typeof defaultChoice === 'number' ? defaultChoice : 0}
      autoFocus={autoFocus}
    />
  );
}
