import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { dataSourcePath } from '../../../domain/app-paths.js';
import { Button } from '../../components/button.js';
import type { DataTableColumn } from '../../components/data-table/data-table.js';
import { QueriedDataTable } from '../../components/data-table/queried-data-table.js';
import { useDataTableState } from '../../components/data-table/use-data-table-state.js';
import { usePageCursors } from '../../components/data-table/use-page-cursors.js';
import { useEnumLabel } from '../../components/enum-label/enum-label.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import pageStyles from '../../components/admin-page.module.css';
import { formatCreated } from '../../lib/format-created.js';
import { dataSourcesMessages } from './messages.js';

const AddDataSourceDialog = lazy(async () => ({
  default: (await import('./add-data-source-dialog.js')).AddDataSourceDialog,
}));

export const DataSourcesPage_List = graphql(`
  query DataSourcesPage_List($input: DataSourcesInput!) {
    dataSources(input: $input) {
      total
      nextCursor
      rows {
        id
        name
        bucket
        filePath
        active
        created
      }
    }
  }
`);

interface ListRow {
  id: string;
  name: string;
  bucket: string;
  filePath: string;
  active: boolean;
  created?: string | null;
}

const NAME_COLUMN = 'name';

/** `/autoaccess/data-sources`: the realm's data sources, by name, and adding one. */
export function DataSourcesPage() {
  return (
    <WithFeatureMessages messages={dataSourcesMessages}>
      <DataSourceList />
    </WithFeatureMessages>
  );
}

function DataSourceList() {
  const { t } = useTranslation();
  const headingId = useId();
  const [, navigate] = useLocation();
  const [adding, setAdding] = useState(false);
  const statusLabel = useEnumLabel();
  const table = useDataTableState();
  const sortDescending = table.sort?.direction === 'descending';
  const queryKey = JSON.stringify([table.search, sortDescending, table.pageSize]);
  const cursors = usePageCursors(queryKey, table.page);
  const result = useQuery(DataSourcesPage_List, {
    variables: {
      input: {
        search: table.search === '' ? null : table.search,
        sortDescending,
        pageSize: table.pageSize,
        after: cursors.after,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const { data, previousData } = result;
  const page = data?.dataSources;
  const { remember } = cursors;
  useEffect(() => {
    if (page) remember(table.page, page.nextCursor);
  }, [page, remember, table.page]);

  const columns: DataTableColumn<ListRow>[] = [
    {
      id: NAME_COLUMN,
      title: t('dataSources.list.name'),
      allowsSorting: true,
      cell: (row) => row.name,
    },
    {
      id: 'file',
      title: t('dataSources.list.file'),
      cell: (row) => `${row.bucket}/${row.filePath}`,
    },
    {
      id: 'created',
      title: t('dataSources.list.created'),
      cell: (row) => formatCreated(row.created),
    },
    {
      id: 'status',
      title: t('dataSources.list.status'),
      cell: (row) => statusLabel('dataSourceStatus', row.active ? 'active' : 'inactive'),
    },
  ];

  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <div className={pageStyles.header}>
        <h1 id={headingId} className={pageStyles.heading}>
          {t('routes.dataSources')}
        </h1>
        <Button onPress={() => setAdding(true)}>{t('dataSources.list.add')}</Button>
      </div>
      <QueriedDataTable
        result={result}
        page={(data ?? previousData)?.dataSources}
        errorKey="dataSources.errors.fetchDataSources"
        labelledBy={headingId}
        columns={columns}
        state={table}
        searchDescription={t('dataSources.list.searchDescription')}
        hint={t('dataSources.list.rowHint')}
        emptyText={table.search ? t('dataSources.list.empty') : t('dataSources.list.emptyAll')}
        onRowAction={(id) => navigate(dataSourcePath(id))}
      />
      {adding ? (
        <Suspense fallback={null}>
          <AddDataSourceDialog
            onClose={() => setAdding(false)}
            onCreated={(id) => navigate(dataSourcePath(id))}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
