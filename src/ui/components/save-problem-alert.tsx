import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/translation-key.js';
import { validationMessage } from '../i18n/validation-message.js';
import { Button } from './button.js';
import styles from './problem-alert.module.css';
import type { FormProblem } from './use-revision-save.js';

export interface SaveProblemMessages {
  /** Why a conflict happened, after the failure message. */
  conflict?: TranslationKey;
  /** Says the fields need attention; otherwise the first field's error is shown. */
  invalid?: TranslationKey;
  reloaded?: TranslationKey;
  noChanges?: TranslationKey;
  /** The label of the button that reads the latest version after a conflict. */
  reload?: TranslationKey;
}

export interface SaveProblemAlertProps {
  problem: FormProblem;
  messages?: SaveProblemMessages;
  /** Offered after a conflict, when the form can read the latest version. */
  onReload?: () => void;
  busy?: boolean;
  /** What to say when the change needs a recent sign-in. */
  reauth?: ReactNode;
  /** Given when the form moves the focus itself; otherwise the alert takes it when it changes. */
  problemRef?: RefObject<HTMLDivElement | null>;
  /** Places the alert among its neighbours. */
  className?: string;
  /** More about the problem, after its message. */
  children?: ReactNode;
}

function Message({ problem, messages }: { problem: FormProblem; messages: SaveProblemMessages }) {
  const { t } = useTranslation();
  switch (problem.kind) {
    case 'conflict':
      return (
        <p>
          {t(problem.messageKey)}
          {messages.conflict ? ` ${t(messages.conflict)}` : null}
        </p>
      );
    case 'invalid': {
      const [first] = problem.fields;
      if (messages.invalid) return <p>{t(messages.invalid)}</p>;
      return <p>{first ? validationMessage(t, first) : t(problem.messageKey)}</p>;
    }
    case 'reloaded':
      return <p>{t(messages.reloaded ?? 'forms.reloaded')}</p>;
    case 'noChanges':
      return messages.noChanges ? <p>{t(messages.noChanges)}</p> : null;
    case 'reauth':
      return <p>{t(problem.messageKey)}</p>;
    case 'message':
      return (
        <>
          <p>{t(problem.messageKey)}</p>
          {problem.serverMessage ? <p>{problem.serverMessage}</p> : null}
        </>
      );
  }
}

/** Why a save did not go through, or that the latest version is loaded; offers the reload. */
export function SaveProblemAlert({
  problem,
  messages = {},
  onReload,
  busy = false,
  reauth,
  problemRef,
  className,
  children,
}: SaveProblemAlertProps) {
  const { t } = useTranslation();
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = problemRef ?? ownRef;
  useEffect(() => {
    if (!problemRef) ownRef.current?.focus();
  }, [problem, problemRef]);
  const needsSignIn = problem.kind === 'reauth' && reauth !== undefined;
  const informs = problem.kind === 'reloaded' || problem.kind === 'noChanges';
  const tone = informs ? styles.info : styles.problem;
  return (
    <div
      ref={ref}
      className={className ? `${tone} ${className}` : tone}
      role={informs ? 'status' : 'alert'}
      tabIndex={-1}
    >
      {needsSignIn ? reauth : <Message problem={problem} messages={messages} />}
      {children}
      {problem.kind === 'conflict' && onReload ? (
        <Button variant="secondary" isDisabled={busy} onPress={onReload}>
          {t(messages.reload ?? 'forms.reload')}
        </Button>
      ) : null}
    </div>
  );
}
