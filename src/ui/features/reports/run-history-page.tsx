import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { runReportPath, viewReportPath } from '../../../domain/app-paths.js';
import { parameterColumn } from '../../../domain/reports/report-parameter-choices.js';
import { Button } from '../../components/button.js';
import { usePropertyValueLabel } from '../../components/enum-label/enum-label.js';
import type { DataTableColumn } from '../../components/data-table/data-table.js';
import { QueriedDataTable } from '../../components/data-table/queried-data-table.js';
import { useDataTableState } from '../../components/data-table/use-data-table-state.js';
import { TopBarBackLink } from '../../components/top-bar-back-link.js';
import { graphql } from '../../gql/index.js';
import type { RunHistoryPage_RunsQuery } from '../../gql/graphql.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { formatDateTime } from '../../lib/format-date.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import pageStyles from '../../components/admin-page.module.css';
import { reportsMessages } from './messages.js';

export const RunHistoryPage_Runs = graphql(`
  query RunHistoryPage_Runs($templateName: String!, $pageSize: Int!, $offset: Int!) {
    reportRuns(templateName: $templateName, pageSize: $pageSize, offset: $offset) {
      totalCount
      runs {
        id
        status
        startedAt
        rowCount
        fileType
        parameters {
          name
          values
        }
        timeframe {
          preset
          startDate
          endDate
        }
      }
    }
  }
`);

type Run = RunHistoryPage_RunsQuery['reportRuns']['runs'][number];

/** `/reports/{template}/history`: Run History, newest first, with status, time, parameters and file type. */
export function RunHistoryPage() {
  return (
    <WithFeatureMessages messages={reportsMessages}>
      <RunHistory />
    </WithFeatureMessages>
  );
}

function RunHistory() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [, navigate] = useLocation();
  const { template = '' } = useParams<{ template: string }>();
  const table = useDataTableState();
  const result = useQuery(RunHistoryPage_Runs, {
    variables: { templateName: template, pageSize: table.pageSize, offset: table.query.offset },
    fetchPolicy: 'cache-and-network',
  });
  const page = (result.data ?? result.previousData)?.reportRuns;
  const valueLabel = usePropertyValueLabel();
  const timeframeOf = (run: Run) =>
    run.timeframe.preset === 'custom'
      ? `${run.timeframe.startDate ?? ''} – ${run.timeframe.endDate ?? ''}`
      : t(`reporting.timeframe.${run.timeframe.preset}`);
  const columns: DataTableColumn<Run>[] = [
    {
      id: 'startedAt',
      title: t('reporting.history.startedAt'),
      cell: (run) => formatDateTime(run.startedAt, i18n.language),
    },
    {
      id: 'status',
      title: t('reporting.history.status'),
      cell: (run) => t(`reporting.status.${run.status}`),
    },
    {
      id: 'timeframe',
      title: t('reporting.history.timeframe'),
      cell: timeframeOf,
    },
    {
      id: 'parameters',
      title: t('reporting.history.parameters'),
      cell: (run) =>
        run.parameters.length === 0
          ? t('reporting.history.noParameters')
          : run.parameters
              .map((each) => {
                const name = t(`reporting.parameter.${each.name}` as TranslationKey, {
                  defaultValue: each.name,
                });
                const values = each.values.map((value) =>
                  valueLabel(parameterColumn(each.name), value),
                );
                return `${name}: ${values.join(', ')}`;
              })
              .join('; '),
    },
    {
      id: 'rows',
      title: t('reporting.history.rows'),
      cell: (run) => run.rowCount ?? t('common.emptyValue'),
    },
    {
      id: 'fileType',
      title: t('reporting.history.fileType'),
      cell: (run) => run.fileType?.toUpperCase() ?? t('common.emptyValue'),
    },
  ];
  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <TopBarBackLink to={runReportPath(template)}>{t('reporting.back.runReport')}</TopBarBackLink>
      <div className={pageStyles.header}>
        <h1 id={headingId} className={pageStyles.heading}>
          {t('routes.runHistory')}: {template}
        </h1>
        <Button variant="secondary" onPress={() => void result.refetch()}>
          {t('reporting.history.refresh')}
        </Button>
      </div>
      <QueriedDataTable
        result={result}
        page={page && { rows: page.runs, total: page.totalCount }}
        errorKey="reporting.errors.fetchRuns"
        labelledBy={headingId}
        columns={columns}
        state={table}
        searchable={false}
        hint={t('reporting.history.rowHint')}
        emptyText={t('reporting.history.empty')}
        onRowAction={(id) => {
          const run = page?.runs.find((each) => each.id === id);
          if (run?.status === 'succeeded') navigate(viewReportPath(template, id));
        }}
      />
    </section>
  );
}
