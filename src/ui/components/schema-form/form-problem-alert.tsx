import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { Button } from '../button.js';
import styles from './form-problem-alert.module.css';
import type { FormProblem } from './use-form-save.js';

export interface FormProblemMessages {
  invalid: TranslationKey;
  reloaded: TranslationKey;
  noChanges?: TranslationKey;
  saveError: TranslationKey;
  conflict: TranslationKey;
  /** The label of the button that reads the stored values again after a conflict. */
  reload: TranslationKey;
}

export interface FormProblemAlertProps {
  problem: FormProblem;
  problemRef: Ref<HTMLDivElement>;
  messages: FormProblemMessages;
  busy: boolean;
  onReload: () => void;
  /** Places the alert among its neighbours. */
  className?: string;
}

/** Why a form was not saved, or that it was reloaded; after a conflict, offers the reload. */
export function FormProblemAlert({
  problem,
  problemRef,
  messages,
  busy,
  onReload,
  className,
}: FormProblemAlertProps) {
  const { t } = useTranslation();
  const informs = problem === 'reloaded' || problem === 'noChanges';
  const tone = informs ? styles.info : styles.problem;
  return (
    <div
      ref={problemRef}
      className={className ? `${tone} ${className}` : tone}
      role={informs ? 'status' : 'alert'}
      tabIndex={-1}
    >
      {problem === 'invalid' ? (
        <p>{t(messages.invalid)}</p>
      ) : problem === 'reloaded' ? (
        <p>{t(messages.reloaded)}</p>
      ) : problem === 'noChanges' ? (
        <p>{messages.noChanges ? t(messages.noChanges) : null}</p>
      ) : problem === 'conflict' ? (
        <p>
          {t(messages.saveError)} {t(messages.conflict)}
        </p>
      ) : (
        <p>{t(problem.messageKey)}</p>
      )}
      {problem === 'conflict' ? (
        <Button variant="secondary" isDisabled={busy} onPress={onReload}>
          {t(messages.reload)}
        </Button>
      ) : null}
    </div>
  );
}
