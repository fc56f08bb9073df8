import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/translation-key.js';
import styles from './error-message.module.css';

export interface ErrorMessageProps {
  messageKey: TranslationKey;
  /** The server's own words, shown after the message when the error carried them. */
  serverMessage?: string | undefined;
  /** Values the message interpolates. */
  values?: Readonly<Record<string, unknown>> | null;
  ref?: Ref<HTMLDivElement>;
  focusable?: boolean;
}

export function ErrorMessage({
  messageKey,
  serverMessage,
  values,
  ref,
  focusable = false,
}: ErrorMessageProps) {
  const { t } = useTranslation();
  return (
    <div ref={ref} className={styles.error} role="alert" tabIndex={focusable ? -1 : undefined}>
      {values ? t(messageKey, values) : t(messageKey)}
      {serverMessage ? <span className={styles.serverMessage}>{serverMessage}</span> : null}
    </div>
  );
}
