import { useApolloClient, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTIVITY_OBJECT_TYPES,
  ACTIVITY_SORT_KEYS,
  activityObjectTypeOf,
  type ActivitySortKey,
} from '../../../domain/admin-activity.js';
import { LIST_PAGE_SIZE } from '../../../domain/constants.js';
import type { DataTableColumn } from '../../components/data-table/data-table.js';
import { useDataTableState } from '../../components/data-table/use-data-table-state.js';
import { DateRangeField } from '../../components/date-range-field/date-range-field.js';
import { ErrorMessage } from '../../components/error-message.js';
import { LoadingState } from '../../components/loading-state.js';
import { SelectField } from '../../components/select-field.js';
import { TextField } from '../../components/text-field.js';
import { graphql } from '../../gql/index.js';
import { errorMessageKey } from '../../lib/api-error.js';
import { formatDateTime } from '../../lib/format-date.js';
import pageStyles from '../../components/admin-page.module.css';
import styles from './admin-activity.module.css';
import {
  ACTIVITY_PERIODS,
  lastWeekDays,
  periodRange,
  type ActivityPeriod,
} from './activity-period.js';

interface ActivityRow {
  id: string;
  time: string;
  userName: string;
  objectType: string;
  objectId: string;
  operation: string;
  before?: string | null;
  after?: string | null;
}

const DataTable = lazy(async () => ({
  default: (await import('../../components/data-table/data-table.js')).DataTable<ActivityRow>,
}));

export const ActivityLogPage_Activity = graphql(`
  query ActivityLogPage_Activity($input: AdminActivityInput!) {
    adminActivity(input: $input) {
      total
      rows {
        id
        time
        userName
        objectType
        objectId
        operation
        before
        after
      }
    }
  }
`);

export const ActivityLogPage_Csv = graphql(`
  query ActivityLogPage_Csv($input: AdminActivityCsvInput!) {
    adminActivityCsv(input: $input) {
      filename
      csv
      rowCount
    }
  }
`);

const OBJECT_TYPES = ['all', ...ACTIVITY_OBJECT_TYPES] as const;
type ObjectTypeChoice = (typeof OBJECT_TYPES)[number];
/** The platform lists the newest change first until the user sorts by a column. */
const NEWEST_FIRST = { column: 'time', direction: 'descending' } as const;

const isSortKey = (key: string | null): key is ActivitySortKey =>
  (ACTIVITY_SORT_KEYS as readonly (string | null)[]).includes(key);

export function ActivityLog() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const client = useApolloClient();
  const table = useDataTableState(LIST_PAGE_SIZE, NEWEST_FIRST);
  const [period, setPeriod] = useState<ActivityPeriod>('last7Days');
  const [objectType, setObjectType] = useState<ObjectTypeChoice>('all');
  const [now] = useState(() => new Date());
  const [custom, setCustom] = useState(() => lastWeekDays(now));
  const filter = {
    ...periodRange(period, now, custom),
    // The table's search is the user filter: it settles once the user stops typing and starts again
    // from the first page.
    userName: table.query.search,
    objectType: objectType === 'all' ? null : objectType,
    sortKey: isSortKey(table.query.sortKey) ? table.query.sortKey : null,
    sortDescending: table.query.sortDescending,
  };
  const { data, previousData, error, loading } = useQuery(ActivityLogPage_Activity, {
    variables: { input: { ...filter, pageSize: table.pageSize, offset: table.query.offset } },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.adminActivity;

  const exportCsv = async () => {
    const { data: csv } = await client.query({
      query: ActivityLogPage_Csv,
      variables: { input: filter },
      fetchPolicy: 'no-cache',
    });
    if (!csv) throw new Error('No CSV');
    return csv.adminActivityCsv;
  };

  const columns = (
    [
      {
        id: 'time',
        title: t('adminActivity.columns.time'),
        isRowHeader: true,
        cell: (row) => formatDateTime(row.time, i18n.language),
      },
      { id: 'userName', title: t('adminActivity.columns.user'), cell: (row) => row.userName },
      {
        id: 'objectType',
        title: t('adminActivity.columns.objectType'),
        cell: (row) => {
          const type = activityObjectTypeOf(row.objectType);
          const label = type ? t(`adminActivity.objectTypes.${type}`) : row.objectType;
          return type && type !== row.objectType ? `${label} (${row.objectType})` : label;
        },
      },
      { id: 'objectId', title: t('adminActivity.columns.object'), cell: (row) => row.objectId },
      {
        id: 'operation',
        title: t('adminActivity.columns.operation'),
        cell: (row) =>
          t(`adminActivity.operations.${row.operation}`, { defaultValue: row.operation }),
      },
      {
        id: 'before',
        title: t('adminActivity.columns.before'),
        cell: (row) => row.before ?? '',
      },
      {
        id: 'after',
        title: t('adminActivity.columns.after'),
        cell: (row) => row.after ?? '',
      },
    ] satisfies DataTableColumn<ActivityRow>[]
  ).map((column) => ({ ...column, allowsSorting: isSortKey(column.id) }));

  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={pageStyles.heading}>
        {t('adminActivity.heading')}
      </h1>
      <div className={styles.filters}>
        <SelectField
          label={t('adminActivity.period')}
          value={period}
          values={ACTIVITY_PERIODS}
          labelOf={(value) => t(`adminActivity.periods.${value}`)}
          onChange={(value) => {
            setPeriod(value);
            table.setPage(0);
          }}
        />
        {period === 'custom' && (
          <DateRangeField
            label={t('adminActivity.days')}
            value={{ start: custom.from, end: custom.to }}
            onChange={({ start, end }) => {
              setCustom({ from: start, to: end });
              table.setPage(0);
            }}
          />
        )}
        <TextField
          label={t('adminActivity.user')}
          value={table.searchText}
          onChange={table.setSearchText}
        />
        <SelectField
          label={t('adminActivity.objectType')}
          value={objectType}
          values={OBJECT_TYPES}
          labelOf={(value) => t(`adminActivity.objectTypes.${value}`)}
          onChange={(value) => {
            setObjectType(value);
            table.setPage(0);
          }}
        />
      </div>
      {!page && loading ? (
        <LoadingState />
      ) : (
        <Suspense fallback={<LoadingState />}>
          <DataTable
            labelledBy={headingId}
            columns={columns}
            rows={page?.rows ?? []}
            total={page?.total ?? 0}
            state={table}
            loading={loading}
            searchable={false}
            problem={
              error ? (
                <ErrorMessage messageKey={errorMessageKey(error, 'adminActivity.loadError')} />
              ) : null
            }
            emptyText={t('adminActivity.empty')}
            exportCsv={exportCsv}
          />
        </Suspense>
      )}
    </section>
  );
}
