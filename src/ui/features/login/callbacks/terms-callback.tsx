import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../login-page.module.css';
import type { CallbackFieldProps } from './callback-field-props.js';
import { outputText } from './callback-values.js';
import { useRequiredControl } from './required-control.js';

/** The terms and conditions, to read and accept. */
export function TermsAndConditionsCallback({ callback }: CallbackFieldProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const acceptance = useRequiredControl(t('journeys.terms.required'));
  const input = callback.input[0];
  if (!input) return null;
  return (
    <div className={styles.field}>
      <p id={titleId} className={styles.label}>
        {t('journeys.terms.title')}
      </p>
      <div className={styles.terms} role="region" aria-labelledby={titleId} tabIndex={0}>
        {outputText(callback, 'terms')}
      </div>
      <label className={styles.choice}>
        <input
          type="checkbox"
          name={input.name}
          value="true"
          {...acceptance.controlProps}
          onChange={(event) => acceptance.revalidate(event.currentTarget)}
        />
        {t('journeys.terms.accept')}
      </label>
      {acceptance.error}
    </div>
  );
}
