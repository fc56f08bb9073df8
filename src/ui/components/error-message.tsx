import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/translation-key.js';
import styles from './error-message.module.css';

export interface ErrorMessageProps {
  messageKey: TranslationKey;
  ref?: Ref<HTMLDivElement>;
  focusable?: boolean;
}

export function ErrorMessage({ messageKey, ref, focusable = false }: ErrorMessageProps) {
  const { t } = useTranslation();
  return (
    <div ref={ref} className={styles.error} role="alert" tabIndex={focusable ? -1 : undefined}>
      {t(messageKey)}
    </div>
  );
}
