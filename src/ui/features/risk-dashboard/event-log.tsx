import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { EVENT_LOG_PAGE_SIZE } from '../../../domain/autoaccess/risk-dashboard-queries.js';
import type { RiskThresholds } from '../../../domain/autoaccess/risk-levels.js';
import type { DataTableColumn } from '../../components/data-table/data-table.js';
import { QueriedDataTable } from '../../components/data-table/queried-data-table.js';
import type { DataTableState } from '../../components/data-table/use-data-table-state.js';
import { usePageCursors } from '../../components/data-table/use-page-cursors.js';
import { graphql } from '../../gql/index.js';
import type { RiskEventLog_EventsQuery, RiskFiltersInput } from '../../gql/graphql.js';
import { formatDateTime } from '../../lib/format-date.js';
import { EVENT_SORTS, type EventSort } from './dashboard-state.js';
import { deviceOf, placeOf, resultOf } from '../../components/risk-event/event-text.js';
import { ReasonBadges } from '../../components/risk-event/reason-badges.js';
import styles from './risk-dashboard.module.css';
import { RiskScoreBadge } from '../../components/risk-event/risk-score-badge.js';

export const RiskEventLog_Events = graphql(`
  query RiskEventLog_Events($filters: RiskFiltersInput!, $sort: RiskEventSort, $after: String) {
    riskEvents(filters: $filters, sort: $sort, after: $after) {
      total
      nextCursor
      events {
        eventId
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

export const RiskEventLog_Csv = graphql(`
  query RiskEventLog_Csv($filters: RiskFiltersInput!, $sort: RiskEventSort) {
    riskEventsCsv(filters: $filters, sort: $sort) {
      fileName
      csv
      rows
    }
  }
`);

type EventRow = RiskEventLog_EventsQuery['riskEvents']['events'][number] & { id: string };

/** The column each order sorts by, and the direction the server sorts it in. */
const SORT_COLUMNS: Record<EventSort, SortDescriptor> = {
  risk: { column: 'riskScore', direction: 'descending' },
  eventTime: { column: 'eventTime', direction: 'descending' },
  user: { column: 'user', direction: 'ascending' },
};

function sortOfColumn(column: string | number): EventSort | undefined {
  return EVENT_SORTS.find((sort) => SORT_COLUMNS[sort].column === column);
}

/** The log's paging and order as the kit's table reads them: ten a page, no text search. */
function useEventLogTable(sort: EventSort, onSortChange: (sort: EventSort) => void, key: string) {
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
      const chosen = sortOfColumn(next.column);
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

/** Ten events a page, read with `search_after`, each opening its detail. */
export function EventLog({
  filters,
  sort,
  utc,
  thresholds,
  onSortChange,
  onOpen,
}: {
  filters: RiskFiltersInput;
  sort: EventSort;
  utc: boolean;
  thresholds: RiskThresholds;
  onSortChange: (sort: EventSort) => void;
  onOpen: (eventId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const client = useApolloClient();
  const queryKey = JSON.stringify([filters, sort]);
  const table = useEventLogTable(sort, onSortChange, queryKey);
  const cursors = usePageCursors(queryKey, table.page);
  const result = useQuery(RiskEventLog_Events, {
    variables: { filters, sort, after: cursors.after },
    fetchPolicy: 'cache-and-network',
  });
  const page = (result.data ?? result.previousData)?.riskEvents;
  const { remember } = cursors;
  useEffect(() => {
    if (result.data) remember(table.page, result.data.riskEvents.nextCursor);
  }, [result.data, remember, table.page]);

  const timeZone = utc ? { timeZone: 'UTC' } : {};
  const columns: DataTableColumn<EventRow>[] = [
    {
      id: 'ipAddress',
      title: t('riskDashboard.log.ipAddress'),
      allowsSorting: false,
      isRowHeader: true,
      cell: (row) => row.ipAddress ?? '',
    },
    {
      id: 'riskScore',
      title: t('riskDashboard.log.riskScore'),
      cell: (row) => <RiskScoreBadge score={row.riskScore} thresholds={thresholds} />,
    },
    {
      id: 'eventTime',
      title: t('riskDashboard.log.eventTime'),
      cell: (row) => formatDateTime(row.time, i18n.language, timeZone),
    },
    { id: 'user', title: t('riskDashboard.log.user'), cell: (row) => row.userName ?? row.userId },
    {
      id: 'device',
      title: t('riskDashboard.log.device'),
      allowsSorting: false,
      cell: (row) => deviceOf(row),
    },
    {
      id: 'userAgent',
      title: t('riskDashboard.log.userAgent'),
      allowsSorting: false,
      cell: (row) => row.userAgentType ?? '',
    },
    {
      id: 'result',
      title: t('riskDashboard.log.result'),
      allowsSorting: false,
      cell: (row) => resultOf(t, row.result),
    },
    {
      id: 'location',
      title: t('riskDashboard.log.location'),
      allowsSorting: false,
      cell: (row) => placeOf(row),
    },
    {
      id: 'reasons',
      title: t('riskDashboard.log.reasons'),
      allowsSorting: false,
      cell: (row) => <ReasonBadges reasons={row.reasons} />,
    },
  ];

  const exportCsv = async () => {
    const { data } = await client.query({
      query: RiskEventLog_Csv,
      variables: { filters, sort },
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error('No export');
    const { fileName, csv, rows } = data.riskEventsCsv;
    return { filename: fileName, csv, rowCount: rows };
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        {t('riskDashboard.log.heading')}
      </h2>
      <QueriedDataTable
        result={result}
        page={
          page && {
            total: page.total,
            rows: page.events.map((event) => ({ ...event, id: event.eventId })),
          }
        }
        errorKey="riskDashboard.errors.fetch"
        labelledBy={headingId}
        columns={columns}
        state={table}
        searchable={false}
        pageSizes={[EVENT_LOG_PAGE_SIZE]}
        hint={t('riskDashboard.log.hint')}
        emptyText={t('riskDashboard.log.empty')}
        onRowAction={onOpen}
        exportCsv={exportCsv}
      />
    </section>
  );
}
