import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/translation-key.js';
import { errorMessageKey, serverMessageOf } from '../lib/api-error.js';
import buttonStyles from './button.module.css';
import { ErrorMessage } from './error-message.js';
import { LoadingState } from './loading-state.js';
import itemList from './item-list.module.css';
import styles from './query-view.module.css';

/** The part of a `useQuery` result that a view of it needs. */
interface QueryViewResult<TData> {
  data?: TData | undefined;
  error?: unknown;
  loading?: boolean;
  refetch: () => Promise<unknown>;
}

export interface QueryViewProps<TData> {
  result: QueryViewResult<TData>;
  /** The message of a failed read when the error carries none of its own. */
  errorKey: TranslationKey;
  /** Whether the data has nothing to show; then `emptyKey` is shown instead of the children. */
  isEmpty?: (data: TData) => boolean;
  emptyKey?: TranslationKey;
  className?: string;
  children: (data: TData) => ReactNode;
}

/** The data of a query once read; until then, its loading state or its error with a retry. */
export function QueryView<TData>({
  result: { data, error, loading = false, refetch },
  errorKey,
  isEmpty,
  emptyKey,
  className,
  children,
}: QueryViewProps<TData>) {
  if (data === undefined || data === null) {
    if (error && !loading) {
      return (
        <LoadFailure
          error={error}
          messageKey={errorKey}
          onRetry={() => void refetch().catch(() => undefined)}
          className={className}
        />
      );
    }
    return <LoadingState />;
  }
  if (emptyKey && isEmpty?.(data)) return <EmptyList messageKey={emptyKey} />;
  return children(data);
}

/** Something that could not be read, with a way to ask again. */
function LoadFailure({
  error,
  messageKey,
  onRetry,
  className,
}: {
  error: unknown;
  messageKey: TranslationKey;
  onRetry: () => void;
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className={className ? `${styles.loadFailure} ${className}` : styles.loadFailure}>
      <ErrorMessage
        messageKey={errorMessageKey(error, messageKey)}
        serverMessage={serverMessageOf(error)}
      />
      {/* A native button: react-aria's press handling would add about 18 KB to the /dashboard first load. */}
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.secondary}`}
        onClick={onRetry}
      >
        {t('common.retry')}
      </button>
    </div>
  );
}

function EmptyList({ messageKey }: { messageKey: TranslationKey }) {
  const { t } = useTranslation();
  return <p className={itemList.empty}>{t(messageKey)}</p>;
}
