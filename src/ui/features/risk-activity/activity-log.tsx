import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { EVENT_LOG_PAGE_SIZE } from '../../../domain/autoaccess/risk-dashboard-queries.js';
import { DEFAULT_RISK_THRESHOLDS } from '../../../domain/autoaccess/risk-levels.js';
import type { DataTableColumn } from '../../components/data-table/data-table.js';
import { QueriedDataTable } from '../../components/data-table/queried-data-table.js';
import type { DataTableState } from '../../components/data-table/use-data-table-state.js';
import { usePageCursors } from '../../components/data-table/use-page-cursors.js';
import { deviceOf, placeOf, resultOf } from '../../components/risk-event/event-text.js';
import { ReasonBadges } from '../../components/risk-event/reason-badges.js';
import { RiskScoreBadge } from '../../components/risk-event/risk-score-badge.js';
import { graphql } from '../../gql/index.js';
import type { ActivityLog_EventsQuery, RiskActivityFiltersInput } from '../../gql/graphql.js';
import { formatDateTime } from '../../lib/format-date.js';
import { ACTIVITY_SORTS, type ActivitySort } from './activity-state.js';

export const ActivityLog_Events = graphql(`
  query ActivityLog_Events(
    $filters: RiskActivityFiltersInput!
    $sort: RiskEventSort
    $after: String
  ) {
    riskActivity(filters: $filters, sort: $sort, after: $after) {
      total
      nextCursor
      events {
        eventId
        transactionId
        ipAddress
        riskScore
        time
        userId
        userName
        device
        deviceType
        userAgentType
        result
        city
        country
        reasons {
          kind
          key
        }
      }
    }
  }
`);

export const ActivityLog_Csv = graphql(`
  query ActivityLog_Csv($filters: RiskActivityFiltersInput!, $sort: RiskEventSort) {
    riskActivityCsv(filters: $filters, sort: $sort) {
      fileName
      csv
      rows
    }
  }
`);

type EventRow = ActivityLog_EventsQuery['riskActivity']['events'][number] & { id: string };

/** The column each order sorts by, and the direction the server sorts it in. */
const SORT_COLUMNS: Record<ActivitySort, SortDescriptor> = {
  risk: { column: 'riskScore', direction: 'descending' },
  eventTime: { column: 'eventTime', direction: 'descending' },
  user: { column: 'user', direction: 'ascending' },
};

/** The log's paging and order as the kit's table reads them: ten a page, no text search. */
function useActivityTable(
  sort: ActivitySort,
  onSortChange: (sort: ActivitySort) => void,
  key: string,
) {
  const [paging, setPaging] = useState({ key, page: 0 });
  const page = paging.key === key ? paging.page : 0;
  const query = {
    search: null,
    sortKey: String(SORT_COLUMNS[sort].column),
    sortDescending: SORT_COLUMNS[sort].direction === 'descending',
  };
  const state: DataTableState = {
    searchText: '',
    setSearchText: () => undefined,
    search: '',
    sort: SORT_COLUMNS[sort],
    setSort: (next) => {
      const chosen = ACTIVITY_SORTS.find((each) => SORT_COLUMNS[each].column === next.column);
      if (chosen && chosen !== sort) onSortChange(chosen);
    },
    pageSize: EVENT_LOG_PAGE_SIZE,
    setPageSize: () => undefined,
    page,
    setPage: (next) => setPaging({ key, page: next }),
    query: { ...query, pageSize: EVENT_LOG_PAGE_SIZE, offset: page * EVENT_LOG_PAGE_SIZE },
    allRowsQuery: query,
  };
  return state;
}

/** Every scored sign-in the filters select, ten a page, each opening its detail. */
export function ActivityLog({
  filters,
  sort,
  labelledBy,
  onSortChange,
  onOpen,
}: {
  filters: RiskActivityFiltersInput;
  sort: ActivitySort;
  labelledBy: string;
  onSortChange: (sort: ActivitySort) => void;
  onOpen: (eventId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const queryKey = JSON.stringify([filters, sort]);
  const table = useActivityTable(sort, onSortChange, queryKey);
  const cursors = usePageCursors(queryKey, table.page);
  const result = useQuery(ActivityLog_Events, {
    variables: { filters, sort, after: cursors.after },
    fetchPolicy: 'cache-and-network',
  });
  const page = (result.data ?? result.previousData)?.riskActivity;
  const { remember } = cursors;
  useEffect(() => {
    if (result.data) remember(table.page, result.data.riskActivity.nextCursor);
  }, [result.data, remember, table.page]);

  const unsorted = { allowsSorting: false } as const;
  const columns: DataTableColumn<EventRow>[] = [
    {
      id: 'ipAddress',
      title: t('riskActivity.log.ipAddress'),
      ...unsorted,
      isRowHeader: true,
      cell: (row) => row.ipAddress ?? '',
    },
    {
      id: 'riskScore',
      title: t('riskActivity.log.riskScore'),
      cell: (row) => <RiskScoreBadge score={row.riskScore} thresholds={DEFAULT_RISK_THRESHOLDS} />,
    },
    {
      id: 'eventTime',
      title: t('riskActivity.log.eventTime'),
      cell: (row) => formatDateTime(row.time, i18n.language),
    },
    { id: 'user', title: t('riskActivity.log.user'), cell: (row) => row.userName ?? row.userId },
    {
      id: 'device',
      title: t('riskActivity.log.device'),
      ...unsorted,
      cell: (row) => deviceOf(row),
    },
    {
      id: 'userAgent',
      title: t('riskActivity.log.userAgent'),
      ...unsorted,
      cell: (row) => row.userAgentType ?? '',
    },
    {
      id: 'result',
      title: t('riskActivity.log.result'),
      ...unsorted,
      cell: (row) => resultOf(t, row.result),
    },
    {
      id: 'location',
      title: t('riskActivity.log.location'),
      ...unsorted,
      cell: (row) => placeOf(row),
    },
    {
      id: 'transactionId',
      title: t('riskActivity.log.transactionId'),
      ...unsorted,
      cell: (row) => row.transactionId ?? '',
    },
    {
      id: 'eventId',
      title: t('riskActivity.log.eventId'),
      ...unsorted,
      cell: (row) => row.eventId,
    },
    {
      id: 'reasons',
      title: t('riskActivity.log.reasons'),
      ...unsorted,
      cell: (row) => <ReasonBadges reasons={row.reasons} />,
    },
  ];

  const exportCsv = async () => {
    const { data } = await client.query({
      query: ActivityLog_Csv,
      variables: { filters, sort },
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error('No export');
    const { fileName, csv, rows } = data.riskActivityCsv;
    return { filename: fileName, csv, rowCount: rows };
  };

  return (
    <QueriedDataTable
      result={result}
      page={
        page && {
          total: page.total,
          rows: page.events.map((event) => ({ ...event, id: event.eventId })),
        }
      }
      errorKey="riskActivity.errors.fetch"
      labelledBy={labelledBy}
      columns={columns}
      state={table}
      searchable={false}
      pageSizes={[EVENT_LOG_PAGE_SIZE]}
      hint={t('riskActivity.log.hint')}
      emptyText={t('riskActivity.log.empty')}
      onRowAction={onOpen}
      exportCsv={exportCsv}
    />
  );
}
