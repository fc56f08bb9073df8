import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/translation-key.js';
import styles from './error-message.module.css';

export interface ErrorMessageProps {
  messageKey: TranslationKey;
  /** Values the message interpolates. */
  values?: Readonly<Record<string, unknown>> | null;
  ref?: Ref<HTMLDivElement>;
  focusable?: boolean;
}

export function ErrorMessage({ messageKey, values, ref, focusable = false }: ErrorMessageProps) {
  const { t } = useTranslation();
  return (
    <div ref={ref} className={styles.error} role="alert" tabIndex={focusable ? -1 : undefined}>
      {values ? t(messageKey, values) : t(messageKey)}
    </div>
  );
}
