import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { pipelinePath } from '../../../domain/app-paths.js';
import { Button } from '../../components/button.js';
import type { DataTableColumn } from '../../components/data-table/data-table.js';
import { useDataTableState } from '../../components/data-table/use-data-table-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { LoadingState } from '../../components/loading-state.js';
import { QueryView } from '../../components/query-view.js';
import { graphql } from '../../gql/index.js';
import type { PipelinesPage_ListQuery } from '../../gql/graphql.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { errorMessageKey } from '../../lib/api-error.js';
import { ExecutionsSummary } from './executions-summary.js';
import { pipelinesMessages } from './messages.js';
import styles from './pipelines.module.css';
import { usePageCursors } from './use-page-cursors.js';

/** The table (react-aria's grid, paging, search) loads after the page shows. */
const DataTable = lazy(async () => ({
  default: (await import('../../components/data-table/data-table.js')).DataTable<ListRow>,
}));

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
  const { data, previousData, error, loading } = result;
  const page = data?.pipelineDefinitions;
  const { remember } = cursors;
  useEffect(() => {
    if (page) remember(table.page, page.nextCursor);
  }, [page, remember, table.page]);

  const columns: DataTableColumn<ListRow>[] = [
    { id: 'name', title: t('pipelines.list.name'), cell: (row) => row.name },
    {
      id: 'type',
      title: t('pipelines.list.type'),
      allowsSorting: false,
      cell: (row) => t(`pipelines.type.${row.type}`),
    },
    {
      id: 'dataSource',
      title: t('pipelines.list.dataSource'),
      allowsSorting: false,
      cell: (row) => row.dataSource?.name ?? '',
    },
    {
      id: 'executions',
      title: t('pipelines.list.executions'),
      allowsSorting: false,
      cell: (row) => <ExecutionsSummary executions={row.executions} />,
    },
  ];

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h1 id={headingId} className={styles.heading}>
          {t('routes.pipelines')}
        </h1>
        <Button onPress={() => setCreating(true)}>{t('pipelines.list.create')}</Button>
      </div>
      <QueryView
        result={{ ...result, data: (data ?? previousData)?.pipelineDefinitions }}
        errorKey="pipelines.errors.fetchDefinitions"
      >
        {(list) => (
          <Suspense fallback={<LoadingState />}>
            <DataTable
              labelledBy={headingId}
              columns={columns}
              rows={list.rows}
              total={list.total}
              state={table}
              loading={loading}
              problem={
                error ? (
                  <ErrorMessage
                    messageKey={errorMessageKey(error, 'pipelines.errors.fetchDefinitions')}
                  />
                ) : null
              }
              searchDescription={t('pipelines.list.searchDescription')}
              hint={t('pipelines.list.rowHint')}
              emptyText={table.search ? t('pipelines.list.empty') : t('pipelines.list.emptyAll')}
              onRowAction={(id) => navigate(pipelinePath(id))}
            />
          </Suspense>
        )}
      </QueryView>
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
