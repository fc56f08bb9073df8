import { lazy, Suspense } from 'react';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { errorMessageKey } from '../../lib/api-error.js';
import type { DataTableState } from '../data-table/use-data-table-state.js';
import { ErrorMessage } from '../error-message.js';
import { LoadingState } from '../loading-state.js';
import { QueryView } from '../query-view.js';
import {
  useAccessRequestColumns,
  type AccessRequestColumn,
  type AccessRequestRow,
} from './access-request-columns.js';

const DataTable = lazy(async () => ({
  default: (await import('../data-table/data-table.js')).DataTable<AccessRequestRow>,
}));

interface RequestsPage {
  total: number;
  rows: readonly AccessRequestRow[];
}

export interface AccessRequestsTableProps {
  labelledBy: string;
  /** The list query, with the page it read (or the one before, while the next loads). */
  result: {
    page: RequestsPage | undefined;
    error?: unknown;
    loading: boolean;
    refetch: () => Promise<unknown>;
  };
  errorKey: TranslationKey;
  columns: readonly AccessRequestColumn[];
  state: DataTableState;
  hint: string;
  emptyText: string;
  onRowAction: (id: string) => void;
}

/** A paged table of access requests, with the list's loading, error and empty states. */
export function AccessRequestsTable({
  labelledBy,
  result: { page, error, loading, refetch },
  errorKey,
  columns,
  state,
  hint,
  emptyText,
  onRowAction,
}: AccessRequestsTableProps) {
  const shownColumns = useAccessRequestColumns(columns);
  return (
    <QueryView result={{ data: page, error, loading, refetch }} errorKey={errorKey}>
      {(shown) => (
        <Suspense fallback={<LoadingState />}>
          <DataTable
            labelledBy={labelledBy}
            columns={shownColumns}
            rows={shown.rows}
            total={shown.total}
            state={state}
            loading={loading}
            searchable={false}
            problem={error ? <ErrorMessage messageKey={errorMessageKey(error, errorKey)} /> : null}
            hint={hint}
            emptyText={emptyText}
            onRowAction={onRowAction}
          />
        </Suspense>
      )}
    </QueryView>
  );
}
