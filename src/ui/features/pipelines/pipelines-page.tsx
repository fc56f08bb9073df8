import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { pipelinePath } from '../../../domain/app-paths.js';
import { PIPELINE_STATUS_POLL_MS } from '../../../domain/machine-constants.js';
import { Button } from '../../components/button.js';
import type { DataTableColumn } from '../../components/data-table/data-table.js';
import { QueriedDataTable } from '../../components/data-table/queried-data-table.js';
import { useDataTableState } from '../../components/data-table/use-data-table-state.js';
import { Notice } from '../../components/notice.js';
import { graphql } from '../../gql/index.js';
import type { PipelinesPage_ListQuery } from '../../gql/graphql.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { ExecutionsSummary } from './executions-summary.js';
import { pipelinesMessages } from './messages.js';
import { PublishedBadge, PublishedReadError, usePublishedPipeline } from './published-pipeline.js';
import pageStyles from '../../components/admin-page.module.css';
import { usePageCursors } from '../../components/data-table/use-page-cursors.js';

const CreatePipelineDialog = lazy(async () => ({
  default: (await import('./create-pipeline-dialog.js')).CreatePipelineDialog,
}));

export const PipelinesPage_List = graphql(`
  query PipelinesPage_List(
    $search: String
    $sortDescending: Boolean
    $pageSize: Int!
    $after: String
  ) {
    pipelineDefinitions(
      search: $search
      sortDescending: $sortDescending
      pageSize: $pageSize
      after: $after
    ) {
      total
      nextCursor
      rows {
        id
        name
        type
        dataSource {
          id
          name
        }
        executions {
          executionId
          status
          endTime
        }
      }
    }
  }
`);

type ListRow = PipelinesPage_ListQuery['pipelineDefinitions']['rows'][number];

/** `/autoaccess/pipelines`: the realm's pipeline definitions by name, and creating one. */
export function PipelinesPage() {
  return (
    <WithFeatureMessages messages={pipelinesMessages}>
      <PipelineList />
    </WithFeatureMessages>
  );
}

function PipelineList() {
  const { t } = useTranslation();
  const headingId = useId();
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const table = useDataTableState();
  const sortDescending = table.sort?.direction === 'descending';
  const queryKey = JSON.stringify([table.search, sortDescending, table.pageSize]);
  const cursors = usePageCursors(queryKey, table.page);
  const result = useQuery(PipelinesPage_List, {
    variables: {
      search: table.search === '' ? null : table.search,
      sortDescending,
      pageSize: table.pageSize,
      after: cursors.after,
    },
    fetchPolicy: 'cache-and-network',
  });
  const { data, previousData } = result;
  const { published, failed: publishedUnread } = usePublishedPipeline();
  const page = data?.pipelineDefinitions;
  // Every pipeline of the realm is listed and none has run: the way to scored sign-ins is said.
  const nothingRun =
    table.search === '' &&
    page !== undefined &&
    page.rows.length > 0 &&
    page.rows.length === page.total &&
    page.rows.every((row) => row.executions.length === 0);
  // A run that ends is saved on its pipeline by the gateway's next read: ask again while one runs.
  const running = page?.rows.some((row) =>
    row.executions.some((execution) => execution.status === 'ACTIVE'),
  );
  const { startPolling, stopPolling } = result;
  useEffect(() => {
    if (!running) return;
    startPolling(PIPELINE_STATUS_POLL_MS);
    return stopPolling;
  }, [running, startPolling, stopPolling]);
  const { remember } = cursors;
  useEffect(() => {
    if (page) remember(table.page, page.nextCursor);
  }, [page, remember, table.page]);

  const columns: DataTableColumn<ListRow>[] = [
    {
      id: 'name',
      title: t('pipelines.list.name'),
      allowsSorting: true,
      cell: (row) =>
        row.id === published?.pipelineDefinitionId ? (
          <>
            {row.name} <PublishedBadge />
          </>
        ) : (
          row.name
        ),
    },
    {
      id: 'type',
      title: t('pipelines.list.type'),
      cell: (row) => t(`pipelines.type.${row.type}`),
    },
    {
      id: 'dataSource',
      title: t('pipelines.list.dataSource'),
      cell: (row) => row.dataSource?.name ?? '',
    },
    {
      id: 'executions',
      title: t('pipelines.list.executions'),
      cell: (row) => <ExecutionsSummary executions={row.executions} />,
    },
  ];

  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <div className={pageStyles.header}>
        <h1 id={headingId} className={pageStyles.heading}>
          {t('routes.pipelines')}
        </h1>
        <Button onPress={() => setCreating(true)}>{t('pipelines.list.create')}</Button>
      </div>
      {publishedUnread ? <PublishedReadError /> : null}
      {nothingRun ? <Notice>{t('pipelines.list.workflow')}</Notice> : null}
      <QueriedDataTable
        result={result}
        page={(data ?? previousData)?.pipelineDefinitions}
        errorKey="pipelines.errors.fetchDefinitions"
        labelledBy={headingId}
        columns={columns}
        state={table}
        searchDescription={t('pipelines.list.searchDescription')}
        hint={t('pipelines.list.rowHint')}
        emptyText={table.search ? t('pipelines.list.empty') : t('pipelines.list.emptyAll')}
        onRowAction={(id) => navigate(pipelinePath(id))}
      />
      {creating ? (
        <Suspense fallback={null}>
          <CreatePipelineDialog
            onClose={() => setCreating(false)}
            onCreated={(id) => navigate(pipelinePath(id))}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
