import { useQuery } from '@apollo/client/react';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { runHistoryPath } from '../../../domain/app-paths.js';
import { isIsoTimestamp } from '../../../domain/validation/iso-timestamp.js';
import type { DataTableColumn } from '../../components/data-table/data-table.js';
import { usePropertyValueLabel } from '../../components/enum-label/enum-label.js';
import { usePropertyValuesMatching } from '../../components/enum-label/values-matching.js';
import { QueriedDataTable } from '../../components/data-table/queried-data-table.js';
import { useDataTableState } from '../../components/data-table/use-data-table-state.js';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import { TopBarBackLink } from '../../components/top-bar-back-link.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { errorCode } from '../../lib/api-error.js';
import { formatDateTime } from '../../lib/format-date.js';
import pageStyles from '../../components/admin-page.module.css';
import { ExportPanel } from './export-panel.js';
import { reportsMessages } from './messages.js';
import styles from './reports.module.css';

// The column filters' text fields load beside the rows.
const TextField = lazyPart(() => import('../../components/text-field.js'), 'TextField');
TextField.preload();

export const ViewReportPage_Rows = graphql(`
  query ViewReportPage_Rows($id: ID!, $input: ReportRowsInput!) {
    reportRows(id: $id, input: $input) {
      totalCount
      rows
      summary
      columns {
        name
        label
        aggregate
      }
      sorting {
        column
        direction
      }
    }
  }
`);

type Row = { id: string; values: Record<string, unknown> };

/** A cell or summary value as shown: instants as the language writes them, other values as they are. */
function cellText(value: unknown, locale: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' && isIsoTimestamp(value)) return formatDateTime(value, locale);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  return JSON.stringify(value);
}

/** `/reports/{template}/{id}`: View Report, a run's rows with sorting, filters and the summary. */
export function ViewReportPage() {
  return (
    <WithFeatureMessages messages={reportsMessages}>
      <ViewReport />
    </WithFeatureMessages>
  );
}

function ViewReport() {
  const { t, i18n } = useTranslation();
  const valueLabel = usePropertyValueLabel();
  const valuesMatching = usePropertyValuesMatching();
  const headingId = useId();
  const { template = '', runId = '' } = useParams<{ template: string; runId: string }>();
  const table = useDataTableState();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const sortKey = table.sort
    ? `${table.sort.direction === 'descending' ? '-' : ''}${String(table.sort.column)}`
    : null;
  const result = useQuery(ViewReportPage_Rows, {
    variables: {
      id: runId,
      input: {
        pageSize: table.pageSize,
        offset: table.query.offset,
        sortKey,
        filters: Object.entries(filters)
          .filter(([, value]) => value.trim() !== '')
          .map(([column, value]) => {
            const anyOf = valuesMatching(column, value);
            return anyOf ? { column, value, anyOf } : { column, value };
          }),
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (result.data ?? result.previousData)?.reportRows;
  const outputs = page?.columns ?? [];
  const columns: DataTableColumn<Row>[] = outputs.map((output) => ({
    id: output.name,
    title: output.label,
    allowsSorting: true,
    cell: (row) => {
      const value = row.values[output.name];
      return typeof value === 'string' && !isIsoTimestamp(value)
        ? valueLabel(output.name, value)
        : cellText(value, i18n.language);
    },
  }));
  const rows = page?.rows.map((values, index) => ({
    id: String(table.query.offset + index),
    values: values as Record<string, unknown>,
  }));
  const summary = (page?.summary ?? {}) as Record<string, unknown>;
  // Until a header is pressed, the rows come in the template's order: the headers say which.
  const [templateSort] = page?.sorting ?? [];
  const state =
    table.sort || !templateSort
      ? table
      : {
          ...table,
          sort: {
            column: templateSort.column,
            direction: templateSort.direction === 'desc' ? 'descending' : 'ascending',
          } as const,
        };
  const notReady = errorCode(result.error) === 'CONFLICT';
  return (
    <div className={`${pageStyles.page} ${styles.bare}`}>
      <TopBarBackLink to={runHistoryPath(template)}>{t('reporting.view.back')}</TopBarBackLink>
      <div className={pageStyles.header}>
        <h1 id={headingId} className={pageStyles.heading}>
          {t('routes.viewReport')}: {template}
        </h1>
      </div>
      <ExportPanel templateName={template} runId={runId} />
      {outputs.some((output) => output.aggregate === null) ? (
        <fieldset className={styles.filters}>
          <legend>{t('reporting.view.filters')}</legend>
          <Suspense fallback={<LoadingState />}>
            {outputs
              .filter((output) => output.aggregate === null)
              .map((output) => (
                <TextField
                  key={output.name}
                  label={t('reporting.view.filterBy', { column: output.label })}
                  value={filters[output.name] ?? ''}
                  onChange={(value) => {
                    setFilters((current) => ({ ...current, [output.name]: value }));
                    table.setPage(0);
                  }}
                />
              ))}
          </Suspense>
        </fieldset>
      ) : null}
      <QueriedDataTable
        result={result}
        page={rows && { rows, total: page?.totalCount ?? 0 }}
        errorKey={notReady ? 'reporting.view.notReady' : 'reporting.errors.fetchRows'}
        labelledBy={headingId}
        columns={columns}
        state={state}
        searchable={false}
        emptyText={t('reporting.view.empty')}
      />
      {outputs.some((output) => output.aggregate !== null) ? (
        <section aria-label={t('reporting.view.summary')}>
          <h2 className={pageStyles.subheading}>{t('reporting.view.summary')}</h2>
          <dl className={styles.summary}>
            {outputs
              .filter((output) => output.aggregate !== null)
              .map((output) => (
                <div key={output.name}>
                  <dt>{output.label}</dt>
                  <dd>{cellText(summary[output.name], i18n.language)}</dd>
                </div>
              ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
