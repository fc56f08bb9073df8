import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RiskThresholds } from '../../../domain/autoaccess/risk-levels.js';
import { QueriedDataTable } from '../../components/data-table/queried-data-table.js';
import { usePageCursors } from '../../components/data-table/use-page-cursors.js';
import {
  eventLogRows,
  useEventLogColumns,
  useEventLogTable,
  type EventLogRow,
} from '../../components/risk-event/event-log-table.js';
import { useRefetchOnRefresh } from '../../components/use-refetch-on-refresh.js';
import { graphql } from '../../gql/index.js';
import type { RiskActivityFiltersInput } from '../../gql/graphql.js';
import { EVENT_LOG_PAGE_SIZE } from '../../../domain/autoaccess/risk-dashboard-queries.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import type { ActivitySort } from './activity-state.js';

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
        transactionId
        ...EventLogTable_EventFragment
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

/** Every scored sign-in the filters select, ten a page, each opening its detail. */
export function ActivityLog({
  filters,
  sort,
  refreshedAt,
  labelledBy,
  thresholds,
  onSortChange,
  onOpen,
}: {
  filters: RiskActivityFiltersInput;
  sort: ActivitySort;
  /** When the page was last refreshed: the log reads its page again then. */
  refreshedAt: Date;
  labelledBy: string;
  thresholds: RiskThresholds;
  onSortChange: (sort: ActivitySort) => void;
  onOpen: (eventId: string) => void;
}) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const queryKey = JSON.stringify([filters, sort]);
  const table = useEventLogTable(sort, onSortChange, queryKey);
  const cursors = usePageCursors(queryKey, table.page);
  const result = useQuery(ActivityLog_Events, {
    variables: { filters, sort, after: cursors.after },
    fetchPolicy: 'cache-and-network',
  });
  useRefetchOnRefresh(result.refetch, refreshedAt, [filters, sort, cursors.after]);
  const page = (result.data ?? result.previousData)?.riskActivity;
  const { remember } = cursors;
  useEffect(() => {
    if (result.data) remember(table.page, result.data.riskActivity.nextCursor);
  }, [result.data, remember, table.page]);

  const columns = useEventLogColumns<EventLogRow>({
    label: (column) => `riskActivity.log.${column}` as TranslationKey,
    thresholds,
    withIds: true,
  });

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
          rows: eventLogRows(page.events),
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
