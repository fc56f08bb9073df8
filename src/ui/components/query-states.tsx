import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/translation-key.js';
import { errorMessageKey } from '../lib/api-error.js';
import { Button } from './button.js';
import { ErrorMessage } from './error-message.js';
import styles from './query-states.module.css';

/** Something that could not be read, with a way to ask again. */
export function LoadFailure({
  error,
  messageKey,
  onRetry,
  className,
}: {
  error: unknown;
  /** The message when the error carries none of its own. */
  messageKey: TranslationKey;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className ? `${styles.loadFailure} ${className}` : styles.loadFailure}>
      <ErrorMessage messageKey={errorMessageKey(error, messageKey)} />
      <Button variant="secondary" onPress={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

export function EmptyList({ messageKey }: { messageKey: TranslationKey }) {
  const { t } = useTranslation();
  return <p className={styles.empty}>{t(messageKey)}</p>;
}
