import { useState, type ReactNode } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { EVENT_LOG_PAGE_SIZE } from '../../../domain/autoaccess/risk-dashboard-queries.js';
import type { RiskThresholds } from '../../../domain/autoaccess/risk-levels.js';
import type { EventLogTable_EventFragmentFragment, RiskEventSort } from '../../gql/graphql.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { formatDateTime } from '../../lib/format-date.js';
import type { DataTableColumn } from '../data-table/data-table.js';
import type { DataTableState } from '../data-table/use-data-table-state.js';
import { deviceOf, placeOf, resultOf } from './event-text.js';
import { ReasonBadges } from './reason-badges.js';
import { RiskScoreBadge } from './risk-score-badge.js';

/** The column each order sorts by, and the direction the server sorts it in. */
const SORT_COLUMNS: Record<RiskEventSort, SortDescriptor> = {
  risk: { column: 'riskScore', direction: 'descending' },
  eventTime: { column: 'eventTime', direction: 'descending' },
  user: { column: 'user', direction: 'ascending' },
};

const sortOfColumn = (column: string | number) =>
  (Object.keys(SORT_COLUMNS) as RiskEventSort[]).find(
    (sort) => SORT_COLUMNS[sort].column === column,
  );

/**
 * A log of scored sign-ins as the kit's table reads it: ten a page, no text search, the order
 * the caller keeps; the page goes back to the first whenever `key` (filters and order) changes.
 */
export function useEventLogTable<TSort extends RiskEventSort>(
  sort: TSort,
  onSortChange: (sort: TSort) => void,
  key: string,
): DataTableState {
  const [paging, setPaging] = useState({ key, page: 0 });
  const page = paging.key === key ? paging.page : 0;
  const query = {
    search: null,
    sortKey: String(SORT_COLUMNS[sort].column),
    sortDescending: SORT_COLUMNS[sort].direction === 'descending',
  };
  return {
    searchText: '',
    setSearchText: () => undefined,
    search: '',
    sort: SORT_COLUMNS[sort],
    setSort: (next) => {
      const chosen = sortOfColumn(next.column);
      if (chosen && chosen !== sort) onSortChange(chosen as TSort);
    },
    pageSize: EVENT_LOG_PAGE_SIZE,
    setPageSize: () => undefined,
    page,
    setPage: (next) => setPaging({ key, page: next }),
    query: { ...query, pageSize: EVENT_LOG_PAGE_SIZE, offset: page * EVENT_LOG_PAGE_SIZE },
    allRowsQuery: query,
  };
}

/** The fields of a scored sign-in that the log's columns show, for each log's query to spread. */
export const EventLogTable_EventFragment = graphql(`
  fragment EventLogTable_EventFragment on RiskEvent {
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
`);

/** A row of a log: its event, keyed by event id, and the transaction where the log shows IDs. */
export type EventLogRow = EventLogTable_EventFragmentFragment & {
  id: string;
  transactionId?: string | null;
};

/** A page of a query that spreads the fragment, as the log's rows. */
export function eventLogRows(
  events: readonly (FragmentType<typeof EventLogTable_EventFragment> & {
    transactionId?: string | null;
  })[],
): EventLogRow[] {
  return events.map(({ transactionId, ...event }) => {
    const fields = getFragmentData(EventLogTable_EventFragment, event);
    return {
      ...fields,
      id: fields.eventId,
      ...(transactionId === undefined ? {} : { transactionId }),
    };
  });
}

/** The column headings of one screen's log, by column. */
type LogLabels = (column: string) => TranslationKey;

/**
 * The log's columns: IP address, risk score, time, user, device, user agent, result, location,
 * then (when asked) the transaction and event IDs, and the reasons.
 */
export function useEventLogColumns<TRow extends EventLogRow>({
  label,
  thresholds,
  timeZone,
  withIds = false,
}: {
  label: LogLabels;
  thresholds: RiskThresholds;
  timeZone?: string;
  withIds?: boolean;
}): DataTableColumn<TRow>[] {
  const { t, i18n } = useTranslation();
  const column = (
    id: string,
    cell: (row: TRow) => ReactNode,
    options: Partial<DataTableColumn<TRow>> = {},
  ): DataTableColumn<TRow> => ({ id, title: t(label(id)), cell, ...options });
  const sortable = { allowsSorting: true };
  return [
    column('ipAddress', (row) => row.ipAddress ?? '', { isRowHeader: true }),
    column(
      'riskScore',
      (row) => <RiskScoreBadge score={row.riskScore} thresholds={thresholds} />,
      sortable,
    ),
    column(
      'eventTime',
      (row) => formatDateTime(row.time, i18n.language, timeZone ? { timeZone } : {}),
      sortable,
    ),
    column('user', (row) => row.userName ?? row.userId, sortable),
    column('device', (row) => deviceOf(row)),
    column('userAgent', (row) => row.userAgentType ?? ''),
    column('result', (row) => resultOf(t, row.result)),
    column('location', (row) => placeOf(row)),
    ...(withIds
      ? [
          column('transactionId', (row) => row.transactionId ?? ''),
          column('eventId', (row) => row.eventId),
        ]
      : []),
    column('reasons', (row) => <ReasonBadges reasons={row.reasons} />),
  ];
}
