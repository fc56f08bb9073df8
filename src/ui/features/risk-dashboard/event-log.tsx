import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useId } from 'react';
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
import { EVENT_LOG_PAGE_SIZE } from '../../../domain/autoaccess/risk-dashboard-queries.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { graphql } from '../../gql/index.js';
import type { RiskFiltersInput } from '../../gql/graphql.js';
import type { EventSort } from './dashboard-state.js';
import { RiskEventLog_Events } from './event-log-query.js';
import styles from './risk-dashboard.module.css';

export const RiskEventLog_Csv = graphql(`
  query RiskEventLog_Csv($filters: RiskFiltersInput!, $sort: RiskEventSort) {
    riskEventsCsv(filters: $filters, sort: $sort) {
      fileName
      csv
      rows
    }
  }
`);

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
  const { t } = useTranslation();
  const headingId = useId();
  const client = useApolloClient();
  const queryKey = JSON.stringify([filters, sort]);
  const table = useEventLogTable(sort, onSortChange, queryKey);
  const cursors = usePageCursors(queryKey, table.page);
  const result = useQuery(RiskEventLog_Events, {
    variables: { filters, sort, after: cursors.after },
    // The page asks for the first page of each search over the network (`useFirstEventPage`).
    fetchPolicy: 'cache-first',
  });
  const page = (result.data ?? result.previousData)?.riskEvents;
  const { remember } = cursors;
  useEffect(() => {
    if (result.data) remember(table.page, result.data.riskEvents.nextCursor);
  }, [result.data, remember, table.page]);

  const columns = useEventLogColumns<EventLogRow>({
    label: (column) => `riskDashboard.log.${column}` as TranslationKey,
    thresholds,
    ...(utc ? { timeZone: 'UTC' } : {}),
  });

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
            rows: eventLogRows(page.events),
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
