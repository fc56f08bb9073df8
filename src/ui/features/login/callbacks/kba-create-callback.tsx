import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field.js';
import { validationMessage } from '../../../i18n/validation-message.js';
import styles from '../login-page.module.css';
import type { CallbackFieldProps } from './callback-field-props.js';
import { failedPolicyMessages } from './callback-policies.js';
import { inputNamed, outputText, outputTexts } from './callback-values.js';
import { useRequiredControl } from './required-control.js';

/** The select's value for a question of the user's own; no predefined question is blank. */
const OWN_QUESTION = ' ';

/** A security question, predefined or the user's own, and its answer. */
export function KbaCreateCallback({ callback, autoFocus }: CallbackFieldProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const questionInput = inputNamed(callback, 'question');
  const answerInput = inputNamed(callback, 'answer');
  const predefined = outputTexts(callback, 'predefinedQuestions');
  const [chosen, setChosen] = useState('');
  const question = useRequiredControl(t('errors.required'));
  if (!questionInput || !answerInput) return null;
  const failures = failedPolicyMessages(callback, 'kbaInfo');
  const required = (value: string) => (value.trim() === '' ? t('errors.required') : null);
  return (
    <fieldset className={styles.choices}>
      <legend id={legendId} className={styles.label}>
        {outputText(callback, 'prompt') || t('journeys.kba.question')}
      </legend>
      <div className={styles.field}>
        {/* The group's legend names the question's select: a second label would repeat it. */}
        <select
          aria-labelledby={legendId}
          className={styles.input}
          value={chosen}
          {...question.controlProps}
          autoFocus={autoFocus}
          onChange={(event) => {
            setChosen(event.target.value);
            question.revalidate(event.target);
          }}
        >
          <option value="" disabled>
            {t('journeys.kba.choose')}
          </option>
          {predefined.map((question) => (
            <option key={question} value={question}>
              {question}
            </option>
          ))}
          <option value={OWN_QUESTION}>{t('journeys.kba.ownQuestion')}</option>
        </select>
        {question.error}
      </div>
      {chosen === '' ? null : chosen === OWN_QUESTION ? (
        <TextField
          classNames={styles}
          label={t('journeys.kba.customQuestion')}
          name={questionInput.name}
          isRequired
          validate={required}
        />
      ) : (
        <input type="hidden" name={questionInput.name} value={chosen} />
      )}
      <TextField
        classNames={styles}
        label={t('journeys.kba.answer')}
        name={answerInput.name}
        autoComplete="off"
        isRequired
        validate={required}
      />
      {failures.length > 0 ? (
        <p className={styles.messageError}>
          {failures.map((failure) => validationMessage(t, failure)).join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
