import { useRef } from 'react';
import { Button } from '../../../components/button.js';
import styles from '../login-page.module.css';
import type { CallbackFieldProps } from './callback-field-props.js';
import { outputTexts, outputValue } from './callback-values.js';
import { submitWithChoice } from './submit-with-choice.js';

/**
 * A 2-step page's confirmation: its default option is what the step's own action sends; each
 * other option (such as "Use Recovery Code") is a button that sends the step with it chosen.
 */
export function OtherMethodOptions({ callback }: CallbackFieldProps) {
  const valueRef = useRef<HTMLInputElement>(null);
  const input = callback.input[0];
  if (!input) return null;
  const defaultOption = outputValue(callback, 'defaultOption');
  const chosenByDefault = typeof defaultOption === 'number' ? defaultOption : 0;
  const choose = (index: number) => submitWithChoice(valueRef.current, String(index));
  return (
    <div className={styles.otherMethods}>
      <input ref={valueRef} type="hidden" name={input.name} defaultValue={chosenByDefault} />
      {outputTexts(callback, 'options').map((label, index) =>
        index === chosenByDefault ? null : (
          <Button key={label} variant="secondary" fullWidth onPress={() => choose(index)}>
            {label}
          </Button>
        ),
      )}
    </div>
  );
}
