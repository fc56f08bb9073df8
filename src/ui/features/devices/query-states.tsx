import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { errorMessageKey } from '../../lib/api-error.js';
import styles from './devices.module.css';

/** A section's list that could not be read, with a way to ask again. */
export function LoadFailure({
  error,
  messageKey,
  onRetry,
}: {
  error: unknown;
  messageKey: TranslationKey;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.loadFailure}>
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
