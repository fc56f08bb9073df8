import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { errorMessageKey } from '../../lib/api-error.js';
import { ErrorMessage } from '../error-message.js';
import { LoadingState } from '../loading-state.js';
import { QueryView } from '../query-view.js';
import type { DataTableProps } from './data-table.js';
import { searchRefusal } from './search-refusal.js';

// The table's code loads with the first page of rows, not with the screen.
const LazyDataTable = lazy(async () => ({
  default: (await import('./data-table.js')).DataTable as ComponentType<
    DataTableProps<{ id: string }>
  >,
}));

export interface QueriedDataTableProps<TRow extends { id: string }> extends Omit<
  DataTableProps<TRow>,
  'rows' | 'total' | 'loading' | 'problem'
> {
  /** The `useQuery` result of the list. */
  result: { error?: unknown; loading: boolean; refetch: () => Promise<unknown> };
  /** The page read (or the previous one while the next is read). */
  page: { rows: readonly TRow[]; total: number } | undefined;
  /** The message of a failed read when the error carries none of its own. */
  errorKey: TranslationKey;
}

/**
 * A server-paged list read by a query: its loading state and error with a retry until the first
 * page is read, then the table, keeping the page shown while the next is read and saying above it
 * when that read failed.
 */
export function QueriedDataTable<TRow extends { id: string }>({
  result,
  page,
  errorKey,
  ...table
}: QueriedDataTableProps<TRow>) {
  const { t } = useTranslation();
  const DataTable = LazyDataTable as unknown as ComponentType<DataTableProps<TRow>>;
  const searchError = searchRefusal(t, result.error);
  return (
    <QueryView result={{ ...result, data: page }} errorKey={errorKey}>
      {(list) => (
        <Suspense fallback={<LoadingState />}>
          <DataTable
            {...table}
            rows={list.rows}
            total={list.total}
            loading={result.loading}
            searchError={searchError}
            problem={
              result.error && !searchError ? (
                <ErrorMessage messageKey={errorMessageKey(result.error, errorKey)} />
              ) : null
            }
          />
        </Suspense>
      )}
    </QueryView>
  );
}
